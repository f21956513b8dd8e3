/**
 * The calculator remote. Each exposed page loads `federation.setup.ts` first, which brings the
 * remote's (prefixed) stylesheet along, so the CSS arrives with the remote's code.
 */
export const federation = {
  name: 'calculator',
  exposes: {
    './HomePage': ['./src/federation.setup.ts', './src/pages/home-page.tsx'],
    './LaserCalculatorPage': ['./src/federation.setup.ts', './src/pages/laser-calculator-page.tsx'],
  },
};
