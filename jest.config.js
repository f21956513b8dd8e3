// One Jest for the whole repo. `unit` runs pure and component tests; `integration` runs the
// services against the real PostgreSQL, Redis and NATS on this machine (see README);
// `deployables` installs and runs every image's contents the way its Dockerfile builds it.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      // Keep `with { type: 'json' }` so Node's ESM loader accepts the i18n JSON imports.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '^@shop/contracts$': '<rootDir>/packages/contracts/src/index.ts',
    '^@shop/documents$': '<rootDir>/packages/documents/src/index.ts',
    '^@shop/locale-formats$': '<rootDir>/packages/locale-formats/src/index.ts',
    '^@shop/nest-kit$': '<rootDir>/packages/nest-kit/src/index.ts',
    '^@shop/part-geometry$': '<rootDir>/packages/part-geometry/src/index.ts',
    '^@shop/shop-rules$': '<rootDir>/packages/shop-rules/src/index.ts',
    '^@shop/test-kit$': '<rootDir>/packages/test-kit/src/index.ts',
    '^@shop/ui$': '<rootDir>/packages/ui/src/index.ts',
    '\\.css$': '<rootDir>/scripts/jest-style-stub.js',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/{packages,services,gateway}/**/src/**/*.spec.ts',
        // The shell's rendering server runs in Node, not in a browser.
        '<rootDir>/shell/src/server/**/*.spec.ts',
        // The repository's own scripts (npm start, npm test, .ci/run).
        '<rootDir>/scripts/**/*.spec.js',
      ],
    },
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      // jsdom lacks TextEncoder/TextDecoder, which react-router needs.
      setupFiles: ['<rootDir>/scripts/jest-jsdom-setup.js'],
      testMatch: [
        '<rootDir>/{packages,shell,mf-calculator,mf-configurator,mf-shop,mf-admin}/**/src/**/*.spec.tsx',
      ],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{services/*,gateway}/e2e/**/*.e2e-spec.ts'],
      // Checks PostgreSQL/Redis/NATS, creates bleche_test and points DATABASE_URL at it.
      globalSetup: '<rootDir>/scripts/jest-global-setup.js',
      testTimeout: 30000,
    },
    {
      ...common,
      // The deployables as their images hold them (infra/e2e): run after the builds.
      displayName: 'deployables',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/infra/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/scripts/jest-global-setup.js',
      testTimeout: 30000,
    },
  ],
};
