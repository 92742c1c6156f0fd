// ESLint flat config: TypeScript rules for the console, the gateway, the tests and the scripts.
// Generated code (src/api/generated) is checked by `npm run codegen:check`, not linted.
// The console's own code also follows the rules of hooks and may not show a string outside the lingui catalogs.
import js from '@eslint/js';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
          selector: "JSXOpeningElement[name.name='Spinner']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
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
            'name', 'styleName', 'src', 'srcSet', 'type', 'id', 'width', 'height', 'displayName', 'href', 'target', 'rel', 'lang', 'key', 'path', 'to', 'css',
          ],
          ignoreFunctions: [
            'Error', 'super', 'console.*', '*.addEventListener', '*.removeEventListener', '*.getElementById', '*.includes', '*.startsWith', '*.endsWith',
            'document.createElement', 'new URL', 'URLSearchParams', '*.setItem', '*.getItem', '*.removeItem', 'Intl.*',
          ],
          useTsTypes: true,
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has'],
        },
      ],
    },
  },
);
