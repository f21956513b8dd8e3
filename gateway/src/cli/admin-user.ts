import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { databaseConfigSchema, hostOfUrl, loadConfig, prepareSchema } from '@shop/nest-kit';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { AdminAccountEntity } from '../admin-accounts/admin-account.entity.js';
import { AdminAccountsService } from '../admin-accounts/admin-accounts.service.js';
import { adminPasswordProblem } from '../admin-accounts/password-policy.js';
import { gatewayDataSourceOptions } from '../database/data-source-options.js';
import { readPassword } from './read-password.js';

const usage = `Creates an admin account, or sets a new password on an existing one.

  npm run admin:user -- --username <name>
  npm run admin:user -- --username <name> --disable-totp

The second form turns off the TOTP second factor of an admin who lost the authenticator and the
recovery codes (the password stays); they sign in with the password alone and may enrol again.

The password is read from ADMIN_PASSWORD when set, otherwise from standard input (typed twice
without echo on a terminal, or piped: \`printf '%s' "$PASSWORD" | npm run admin:user -- ...\`).
It is never taken from the command line, where other users and the shell history would see it.
At least 12 characters, not a common password, not containing the username.
Uses DATABASE_URL and DB_SCHEMA (default gateway) like the gateway.`;

const cliConfigSchema = z.object({
  ...databaseConfigSchema.shape,
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .default('gateway'),
  ADMIN_PASSWORD: z.string().optional(),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      'disable-totp': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: false,
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (Object.keys(values).some((name) => name.toLowerCase().includes('password'))) {
    console.error('Refusing a password on the command line; use ADMIN_PASSWORD or stdin.');
    return 2;
  }
  const username = typeof values.username === 'string' ? values.username.trim() : '';
  if (!username || username.length > 100) {
    console.error(`--username is required (1 to 100 characters).\n\n${usage}`);
    return 2;
  }

  const config = loadConfig(cliConfigSchema);
  if (values['disable-totp'] === true) return disableTotp(config, username);
  const password = config.ADMIN_PASSWORD ?? (await readPassword());
  const problem = adminPasswordProblem(password, username);
  if (problem) {
    console.error(`Password refused: it ${problem}.`);
    return 2;
  }

  const dataSource = new DataSource(gatewayDataSourceOptions(config));
  await dataSource.initialize();
  try {
    const outcome = await prepareSchema(dataSource, config.DB_SCHEMA, () =>
      new AdminAccountsService(dataSource.getRepository(AdminAccountEntity)).setPassword(
        username,
        password,
      ),
    );
    console.log(
      `Admin "${username}" ${outcome === 'created' ? 'created' : 'has a new password'} ` +
        `(schema ${config.DB_SCHEMA} at ${hostOfUrl(config.DATABASE_URL)}).`,
    );
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

/** Turns off the account's TOTP second factor and forgets its recovery codes. */
async function disableTotp(
  config: z.infer<typeof cliConfigSchema>,
  username: string,
): Promise<number> {
  const dataSource = new DataSource(gatewayDataSourceOptions(config));
  await dataSource.initialize();
  try {
    const found = await prepareSchema(dataSource, config.DB_SCHEMA, () =>
      new AdminAccountsService(dataSource.getRepository(AdminAccountEntity)).removeSecondFactor(
        username,
      ),
    );
    if (!found) {
      console.error(`No admin "${username}" in schema ${config.DB_SCHEMA}.`);
      return 1;
    }
    console.log(`Two-factor sign-in of admin "${username}" is off.`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`admin:user failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
