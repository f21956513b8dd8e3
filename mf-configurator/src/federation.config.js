/**
 * The configurator remote. Each exposed page loads `federation.setup.ts` first: the remote's
 * prefixed stylesheet and its `configurator` texts arrive with its code.
 */
export const federation = {
  name: 'configurator',
  exposes: {
    './ConfiguratorPage': ['./src/federation.setup.ts', './src/pages/configurator-page.tsx'],
  },
};
