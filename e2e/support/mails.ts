import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailDirectory } from './e2e-environment';
import type { CaughtMail } from './mail-catcher';

/** Every mail the suite's SMTP server has received so far, oldest first. */
export async function receivedMails(): Promise<CaughtMail[]> {
  const files = (await readdir(mailDirectory).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(
      async (file) => JSON.parse(await readFile(join(mailDirectory, file), 'utf8')) as CaughtMail,
    ),
  );
}

/**
 * The first received mail that `matches`, waiting up to `timeoutMs` for it: e.g. the confirmation
 * to the customer whose subject names the order number.
 */
export async function waitForMail(
  matches: (mail: CaughtMail) => boolean,
  timeoutMs = 20_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMails()).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
