import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
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
  'services/orders',
  'e2e',
];

/**
 * Inside a remote, a feature folder (`src/features/<feature>`) imports another feature only where
 * it puts that feature on screen: the admin shell composes the tabs, the materials tab shows the
 * settings card, the product form edits products, the sheet calculator's result offers the
 * add-to-cart button and the configurator loads the drawing editor. Anything else two features
 * share lives in the remote's `src/api`, `src/components`, `src/forms`, `src/hooks`, `src/i18n`,
 * `src/errors` or a workspace package.
 */
const featureDependencies = {
  'mf-admin': {
    'admin-shell': [
      'auth',
      'laser-requests',
      'materials',
      'orders',
      'product-dimensions',
      'products',
      'quantity-tiers',
    ],
    materials: ['system-settings'],
    'product-form': ['products'],
  },
  'mf-calculator': { 'price-calculator': ['add-to-cart'] },
  'mf-configurator': { configurator: ['editor'] },
  'mf-shop': {},
};

const featureZones = Object.entries(featureDependencies).flatMap(([app, allowed]) => {
  const featuresDir = path.join(import.meta.dirname, app, 'src', 'features');
  const features = fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [feature, ...(allowed[feature] ?? [])].map((name) => `./${name}`),
    message: 'A feature does not import another feature; share the code from a common folder.',
  }));
});

/**
 * Resolves imports as the sources see them before anything is built: TypeScript files behind
 * NodeNext's '.js' suffixes, and our workspace packages whose exports point into a `dist` that a
 * fresh clone lacks. An import that does not resolve is not checked by the import rules, so
 * without this a missing `@shop/*` dependency would pass lint on a fresh clone.
 */
const sourceResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.node'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  alias: Object.fromEntries(
    [
      'contracts',
      'documents',
      'locale-formats',
      'nest-kit',
      'part-geometry',
      'shop-rules',
      'test-kit',
    ].map((name) => [
      `@shop/${name}$`,
      [path.join(import.meta.dirname, 'packages', name, 'src', 'index.ts')],
    ]),
  ),
});

/** Files that only tests, benchmarks and tooling run: they may use devDependencies. */
const testAndToolingFiles = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/e2e/**',
  '**/test-support/**',
  '**/*.test-support.ts',
  '**/testing/**',
  '**/bench/**',
  'scripts/**',
  '*.config.js',
  '**/webpack.config.js',
];

/** Workspace packages are imported by name, never by a path into their sources or build. */
const packageInternals = {
  group: ['@shop/*/src/*', '@shop/*/dist/*'],
  message: 'Import a package by its name, not its internals.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
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
    settings: { 'import-x/resolver-next': [sourceResolver] },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      // One import statement per module, so moving code cannot leave a second one behind.
      'import-x/no-duplicates': 'error',
      // Each workspace declares what it imports in its own package.json (the nearest one), so
      // an image that installs one workspace's production dependencies has everything it runs.
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: testAndToolingFiles, includeTypes: false },
      ],
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
              from: [...apps.map((app) => `./${app}`), './scripts'],
              message: 'Packages never import from apps or the repository scripts.',
            },
            // The scripts (npm start, test, bench) and the browser suite share their harness
            // through @shop/test-kit; neither reaches into the other, and no app into them.
            {
              target: './scripts',
              from: apps.map((app) => `./${app}`),
              message: 'Scripts import shared code from a workspace package (@shop/test-kit).',
            },
            {
              target: apps.map((app) => `./${app}`),
              from: './scripts',
              message: 'Nothing imports the repository scripts; share code through a package.',
            },
            ...featureZones,
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: [packageInternals] }],
    },
  },
  {
    // The page-test helper stubs `fetch` and needs Jest: what an app ships never imports it.
    files: ['shell/src/**', 'mf-*/src/**', 'packages/ui/src/**'],
    ignores: testAndToolingFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packageInternals,
            { group: ['@shop/ui/testing'], message: 'The test helper is for spec files only.' },
          ],
        },
      ],
    },
  },
);
