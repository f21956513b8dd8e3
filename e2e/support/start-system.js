// Playwright's webServer command: runs the pricing, catalogue, cart, content and orders services
// and the gateway (serving dist/web) against the e2e database (and a Redis key prefix of this run's
// own) until it receives SIGTERM/SIGINT. The build is done beforehand by
// `npm test`; this script never builds. With E2E_NATS_PORT it runs its own NATS server there, with
// the production permissions; the orders service sends its mails to E2E_SMTP_URL (the suite's mail
// catcher).
import { startSystem } from '@shop/test-kit/system';

const port = Number(process.env.PORT ?? 3100);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bleche_e2e';

let system;
try {
  system = await startSystem({
    port,
    databaseUrl,
    webRoot: process.env.WEB_ROOT,
    privateNatsPort: process.env.E2E_NATS_PORT ? Number(process.env.E2E_NATS_PORT) : undefined,
    smtpUrl: process.env.E2E_SMTP_URL,
  });
} catch (error) {
  console.error(`start-system: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`system ready on ${system.url}`);

let stopping = false;
/** @param {number} exitCode */
const shutDown = async (exitCode) => {
  if (stopping) return;
  stopping = true;
  await system.stop();
  process.exit(exitCode);
};
process.on('SIGTERM', () => void shutDown(0));
process.on('SIGINT', () => void shutDown(0));
for (const proc of system.processes) {
  void proc.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`start-system: ${proc.name} exited unexpectedly with ${signal ?? code}`);
    void shutDown(1);
  });
}
