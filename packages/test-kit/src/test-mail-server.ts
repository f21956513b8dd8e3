import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './harness/ports.js';
import { eventually } from './polling.js';

/** A mail as the test SMTP server received it. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every header line as received (name lowercased), for checks of what reached the header. */
  headerLines: Array<{ key: string; line: string }>;
  /** The message as it came over the wire. */
  raw: string;
}

/**
 * A real SMTP server (the `smtp-server` package) in this process, on loopback, taking every mail
 * without authentication or TLS and keeping it parsed. It can be stopped and started again on the
 * same port, to show what a sender does while its mail server is down.
 */
export class TestMailServer {
  readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;

  private constructor(readonly port: number) {}

  /** Starts one on a free port (or `port`). */
  static async start(port?: number): Promise<TestMailServer> {
    const mailServer = new TestMailServer(port ?? (await freePort()));
    await mailServer.listen();
    return mailServer;
  }

  /** What SMTP_URL must say to send here. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Stops taking connections (a sender then gets "connection refused"). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Listens again on the same port after `stop`. */
  async restart(): Promise<void> {
    await this.listen();
  }

  /** The first received mail (now or within `timeoutMs`) that `matches`. */
  async waitFor(
    matches: (mail: ReceivedMail) => boolean,
    timeoutMs = 15_000,
  ): Promise<ReceivedMail> {
    return eventually(
      () => {
        const found = this.received.find(matches);
        if (found) return found;
        throw new Error(
          `No matching mail within ${timeoutMs} ms; received: ${JSON.stringify(this.received.map((mail) => mail.subject))}`,
        );
      },
      timeoutMs,
      50,
    );
  }

  private async listen(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              this.received.push({
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                headerLines: parsed.headerLines.map(({ key, line }) => ({ key, line })),
                raw,
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }
}
