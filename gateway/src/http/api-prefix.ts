/** Every API route lives under `/api`; the rest of the origin belongs to the front ends. */
export const API_PREFIX = 'api';
