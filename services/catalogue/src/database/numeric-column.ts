import type { ValueTransformer } from 'typeorm';

/**
 * PostgreSQL returns `numeric` as text ("28.90") so no precision is lost on the way; our
 * contracts carry numbers with at most two decimals, which a double holds exactly enough to
 * print and to compare.
 */
export const numericColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
