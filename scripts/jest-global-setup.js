// Jest globalSetup of the `integration` project: runs once before the suites. It fails fast with
// one clear message when PostgreSQL, Redis or NATS is down, creates the test database, and points
// DATABASE_URL at it so integration tests never touch the development data. Jest starts its
// workers after this runs, so they inherit the variable.
import { ensureDatabase, withDatabaseName } from '@shop/test-kit/harness';
import { setting, testDatabaseName } from './lib/config.js';
import { checkInfrastructure, describeProblems } from './lib/infrastructure.js';

export default async function globalSetup() {
  const problems = describeProblems(await checkInfrastructure());
  if (problems) throw new Error(`Integration tests need the real servers.\n${problems}`);

  const testDatabaseUrl =
    process.env.TEST_DATABASE_URL || withDatabaseName(setting('DATABASE_URL'), testDatabaseName);
  await ensureDatabase(testDatabaseUrl);
  process.env.DATABASE_URL = testDatabaseUrl;
  process.env.TEST_DATABASE_URL = testDatabaseUrl;
}
