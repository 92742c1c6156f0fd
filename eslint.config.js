// ESLint flat config: TypeScript rules for the console, the gateway, the tests and the scripts.
// Generated code (src/api/generated) is checked by `npm run codegen:check`, not linted.
import js from '@eslint/js';
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
);
