/** Query keys of the admin session. */
export const adminSessionKeys = {
  check: () => ['admin', 'check'] as const,
};
