// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What the apps import only through @portal/shared (DESIGN.md). */
const APP_IMPORTS = [
  { group: ['@chakra-ui/*'], message: 'Use @portal/shared/ui: a second Chakra copy renders unstyled.' },
  { group: ['react-router-dom', 'react-router'], message: 'Use @portal/shared/router (the shared router singleton).' },
  { group: ['@tanstack/*'], message: 'Use @portal/shared/query (the one shared QueryClient and its hooks).' },
  { group: ['**/host/src/**', '**/remote-*/src/**', '**/portal-api/src/**'], message: 'Use a federated expose or @portal/shared.' },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', 'portal-api/static/**'],
  },
  js.configs.recommended,
  // The rules that need types (typescript-eslint's recommendedTypeChecked, no-floating-promises,
  // switch-exhaustiveness-check) are oxlint's, run on the native TypeScript compiler (.oxlintrc.json):
  // ESLint here reads syntax only, which took the lint from 122 s to about 40 s.
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(test|it|describe)$/][callee.property.name='only']", message: 'No .only in tests.' },
      ],
    },
  },
  {
    // Chakra, the router and TanStack Query reach the apps only through the shared singletons (DESIGN.md).
    files: ['host/**', 'remote-*/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: APP_IMPORTS }] },
  },
  {
    // A feature does not reach into another feature's internals (model: bulletproof-react's
    // import/no-restricted-paths zones): what two features share lives in the app's lib/ or components/,
    // or in @portal/shared. The same rule for the apps as above, with the zone added (a file's
    // no-restricted-imports is the last config's).
    files: ['host/src/features/**', 'remote-*/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...APP_IMPORTS,
            {
              regex: '^\\.\\./(?!\\.)[^/]+(/|$)|^(\\.\\./)+features/',
              message: "Another feature's internals: move what both use to the app's lib/ or components/, or to @portal/shared.",
            },
          ],
        },
      ],
    },
  },
  {
    // Inside @portal/shared, Chakra belongs to the UI kit's module (@portal/shared/ui): another subpath
    // importing it would put a second, unthemed Chakra copy in the remotes that load that subpath.
    files: ['shared/src/**'],
    ignores: ['shared/src/ui.ts', 'shared/src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@chakra-ui/*'], message: 'Import the UI kit through @portal/shared/ui (one Chakra context).' }] },
      ],
    },
  },
  {
    // The server takes wire types, schemas and rules from @portal/contracts; @portal/shared is the
    // browser's (React, the query client, the ky client, the session store). Only its build tooling
    // (vitest's Node 20 polyfill) is used here.
    files: ['portal-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@portal/shared(?!/build/)(/|$)',
              message: 'portal-api imports @portal/contracts (wire types, schemas, pure rules), never the browser singletons of @portal/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // @portal/contracts is plain code bundled into every app and imported by the server: nothing
    // stateful, nothing browser-only. React's types alone may describe what a remote exposes (erased).
    files: ['contracts/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/shared', '@portal/shared/*', '@tanstack/*', 'ky', 'ky/*', 'zustand', 'zustand/*', '@chakra-ui/*', 'react-dom', 'react-dom/*'],
              message: '@portal/contracts holds no state and no browser client: that belongs in @portal/shared.',
            },
            {
              group: ['react', 'react/*'],
              allowTypeImports: true,
              message: '@portal/contracts renders nothing: only React types (import type) may describe a federated module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
