// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', 'portal-api/static/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*/vitest.config.ts', '*/webpack.config.mjs', 'shared/build/*.mjs', 'shared/build/*.cjs', 'portal-api/scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(test|it|describe)$/][callee.property.name='only']", message: 'No .only in tests.' },
      ],
    },
  },
  {
    // Chakra, the router and TanStack Query reach the apps only through the shared singletons (DESIGN.md).
    files: ['host/**', 'remote-*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@chakra-ui/*'], message: 'Use @portal/shared/ui: a second Chakra copy renders unstyled.' },
            { group: ['react-router-dom', 'react-router'], message: 'Use @portal/shared/router (the shared router singleton).' },
            { group: ['@tanstack/*'], message: 'Use @portal/shared/query (the one shared QueryClient and its hooks).' },
            { group: ['**/host/src/**', '**/remote-*/src/**', '**/portal-api/src/**'], message: 'Use a federated expose or @portal/shared.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
