import { join } from 'node:path';
import { freePortSync, natsServerBinary, repoRoot } from '@shop/test-kit/harness';

/** Where the suite's system runs: its own port and database, never the developer's. */
export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
export const databaseUrl =
  process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bleche_e2e';

/**
 * The suite runs on a NATS server of its own when nats-server is installed (E2E_SHARED_NATS=1 uses
 * NATS_URL instead): every pricing instance on a shared NATS joins the same queue group, so other
 * copies of the system on this machine would answer some of the suite's requests. It runs with the
 * production users and permissions. The port is chosen once, in the runner (a configuration is
 * read synchronously, hence freePortSync); its workers inherit it through the environment.
 */
if (!process.env.E2E_SHARED_NATS && !process.env.E2E_NATS_PORT && natsServerBinary()) {
  process.env.E2E_NATS_PORT = String(freePortSync());
}
export const privateNatsPort = process.env.E2E_NATS_PORT;
export const natsUrl = privateNatsPort
  ? `nats://127.0.0.1:${privateNatsPort}`
  : process.env.NATS_URL;

/**
 * The suite's mail catcher: an SMTP server (started by the global setup, in the runner) on a port
 * chosen once like the NATS port, which the orders service sends every mail to; each received
 * mail is written as JSON into `mailDirectory`, where specs read it (see support/mails.ts).
 */
process.env.E2E_SMTP_PORT ??= String(freePortSync());
export const smtpPort = Number(process.env.E2E_SMTP_PORT);
export const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
export const mailDirectory = process.env.E2E_MAIL_DIR ?? join(repoRoot, 'test-results', 'e2e-mail');
