import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received mail as the catcher stores it for specs. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server (the `smtp-server` package) on loopback that takes every mail without
 * authentication or TLS and writes each, parsed, as a JSON file into `directory` (emptied first):
 * Playwright's workers are other processes, so they read the mails from there.
 */
export async function startMailCatcher(
  port: number,
  directory: string,
): Promise<() => Promise<void>> {
  await rm(directory, { recursive: true, force: true });
  await mkdir(directory, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          count += 1;
          await writeFile(join(directory, `${Date.now()}-${count}.json`), JSON.stringify(mail));
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
