import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import {
  startPrivateNats,
  testDatabaseUrl,
  throwAwaySchemaName,
  type PrivateNats,
} from '@shop/test-kit';
import { GatewayProcess } from './support/gateway-test-environment.js';

// A fresh machine has PostgreSQL but not our database yet: the gateway creates it, as the
// services do, instead of refusing to start.
const databaseName = throwAwaySchemaName('bleche_test_gateway');
const databaseUrl = new URL(testDatabaseUrl);
databaseUrl.pathname = `/${databaseName}`;

let nats: PrivateNats;
const gateway = new GatewayProcess();

beforeAll(async () => {
  nats = await startPrivateNats();
  await gateway.start({ NATS_URL: nats.url, DATABASE_URL: databaseUrl.toString() });
}, 60_000);

afterAll(async () => {
  // The schema lives in the throw-away database, which goes as a whole.
  await gateway.dispose({ keepSchema: true });
  await nats?.stop();
  const maintenance = new pg.Client({ connectionString: testDatabaseUrl });
  await maintenance.connect();
  try {
    await maintenance.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  } finally {
    await maintenance.end();
  }
});

describe('a database that does not exist yet', () => {
  it('is created at start, migrated, and holds the first admin', async () => {
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    try {
      const admins = await client.query<{ username: string }>(
        `SELECT "username" FROM "${gateway.schema}"."admin_accounts"`,
      );
      expect(admins.rows).toEqual([{ username: 'admin' }]);
    } finally {
      await client.end();
    }
  });

  it('lets the admin sign in', async () => {
    const response = await request(gateway.url)
      .post('/api/admin/login')
      .send({ username: 'admin', password: 'bleche-admin' });
    expect(response.status).toBe(200);
  });
});
