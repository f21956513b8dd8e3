/**
 * The admin remote. Each exposed page loads `federation.setup.ts` first: the remote's prefixed
 * stylesheet and its `admin` texts arrive with its code.
 */
export const federation = {
  name: 'admin',
  exposes: {
    './AdminLoginPage': ['./src/federation.setup.ts', './src/pages/admin-login-page.tsx'],
    './AdminPage': ['./src/federation.setup.ts', './src/pages/admin-page.tsx'],
  },
};
