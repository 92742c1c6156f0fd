// ESLint flat config: TypeScript rules for the console, the gateway, the tests and the scripts.
// Generated code (src/api/generated) is checked by `npm run codegen:check`, not linted.
// The console's own code also follows the rules of hooks and may not show a string outside the lingui catalogs.
// The layers' boundaries (docs/architecture.md) are import rules: no cycles, a feature never imports another feature
// or the app shell, src/shared imports no feature, the console never imports the gateway, and the gateway reaches the
// console's code only through the generated client's types and the contract (src/api/generated). The command line
// (cli/) is a client like the console: it reaches the gateway through src/api only.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
/** Each feature folder: features never import one another. */
const features = foldersOf('./src/features');
/**
 * Each gateway domain's folder: other parts of the gateway reach it only through its public surface
 * (server/domains/<name>/public.ts) and, for the gateway, its module (server/domains/<name>.ts); tests' helpers aside.
 */
const domains = foldersOf('./server/domains');
const DOMAIN_SURFACE = [
  './public.ts',
  './test-support.ts',
  './cloud-test-support.ts',
  './scripted-cloud.ts',
  './fake-slurm.ts',
  './fake-machines.ts',
];

export default tseslint.config(
  { ignores: ['node_modules/', 'build/', 'dist/', '.data/', 'coverage/', 'src/api/generated/', 'src/api/.generated-check/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', 'cli/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: what both need belongs in src/shared.',
            })),
            { target: './src/features', from: './src/app', message: 'A feature does not import the app shell (the app imports features).' },
            {
              target: './src/shared',
              from: ['./src/features', './src/app'],
              message: 'src/shared imports no feature and not the app shell.',
            },
            { target: './src', from: './server', message: 'The console talks to the gateway over HTTP only (src/api/gateway.ts).' },
            {
              target: './server',
              from: './src',
              except: ['./api/generated'],
              message: 'The gateway knows the console only through the contract (src/api/generated).',
            },
            // Its tests start a test gateway in-process (server/), as the gateway's own tests do.
            {
              target: './cli/**/!(*.test).ts',
              from: './server',
              message: 'The command line talks to the gateway over HTTP only, through the generated client (src/api).',
            },
            {
              target: './cli/**/!(*.test).ts',
              from: './src',
              except: ['./api'],
              message: 'The command line is built on the generated client (src/api), not on the console.',
            },
            { target: ['./src', './server'], from: './cli', message: 'Nothing imports the command line: bin/hpc.mjs runs it.' },
            ...domains.map((domain) => ({
              target: ['./server/!(domains)/**', './server/*.ts', `./server/domains/!(${domain})/**`, `./server/domains/!(${domain}).ts`],
              from: `./server/domains/${domain}`,
              except: DOMAIN_SURFACE,
              message: `Another part of the gateway reaches the ${domain} domain through server/domains/${domain}/public.ts.`,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    plugins: { 'react-hooks': reactHooks, lingui: pluginLingui },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // useLocaleMemo (src/shared/i18n): a useMemo rebuilt when the language changes; its deps are checked the same way.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useLocaleMemo$' }],
      // axe (tests/e2e): aria-label is not allowed on a role-less span, which is what Chakra's Spinner renders.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Spinner']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: 'A Spinner with an aria-label needs role="status" (axe: aria-prohibited-attr).',
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Identifiers, keys, tokens and CSS values (no space, not capitalised) and constants are not text.
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^A-Za-z\\u4e00-\\u9fff]*$'],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'name',
            'styleName',
            'src',
            'srcSet',
            'type',
            'id',
            'width',
            'height',
            'displayName',
            'href',
            'target',
            'rel',
            'lang',
            'key',
            'path',
            'to',
            'css',
          ],
          ignoreFunctions: [
            'Error',
            'super',
            'console.*',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getElementById',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            'document.createElement',
            'new URL',
            'URLSearchParams',
            '*.setItem',
            '*.getItem',
            '*.removeItem',
            'Intl.*',
          ],
          useTsTypes: true,
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has'],
        },
      ],
    },
  },
);
