/** Quotes a PostgreSQL identifier (schema, database) for SQL, doubling any embedded quote. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
