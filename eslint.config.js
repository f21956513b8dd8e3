import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = [
  'shell',
  'mf-calculator',
  'mf-configurator',
  'mf-shop',
  'mf-admin',
  'gateway',
  'services/pricing',
  'services/cart',
  'services/catalogue',
  'services/content',
  'e2e',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Lets consistent-type-imports see that Nest's injected constructor types are runtime values.
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      // Apps never import each other's files, and packages never import apps: cross-folder code
      // travels only through workspace packages imported by name.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apps.map((app) => ({
              target: `./${app}`,
              from: apps.filter((other) => other !== app).map((other) => `./${other}`),
              message: 'Import shared code from a workspace package, not from another app.',
            })),
            {
              target: './packages',
              from: apps.map((app) => `./${app}`),
              message: 'Packages never import from apps.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/*/src/*', '@shop/*/dist/*'],
              message: 'Import a package by its name, not its internals.',
            },
          ],
        },
      ],
    },
  },
);
