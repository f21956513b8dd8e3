const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/**
 * True when PostgreSQL refused a write because of the named unique constraint. Checking before
 * inserting is not enough when two requests race; the constraint is the one judge.
 * (TypeORM's QueryFailedError carries the driver's `code` and `constraint`.)
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const fields = error as PostgresErrorFields | null;
  return fields?.code === UNIQUE_VIOLATION && fields.constraint === constraint;
}

/** True when the row a foreign key points at is gone (deleted by a concurrent request). */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  const fields = error as PostgresErrorFields | null;
  return fields?.code === FOREIGN_KEY_VIOLATION && fields.constraint === constraint;
}
