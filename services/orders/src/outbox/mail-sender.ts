import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { ORDERS_CONFIG, type OrdersConfig } from '../config/orders-config.js';
import type { OutboxMail } from './outbox-payload.js';

/**
 * Sends the outbox's mails: over SMTP when SMTP_URL is set, else each one as an .eml file in
 * MAIL_DIR (local mode). nodemailer writes the message in both cases, so headers are encoded the
 * same way: a value can never start a header line of its own.
 */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly logger = new Logger(MailSender.name);
  private readonly transport: Transporter;

  constructor(@Inject(ORDERS_CONFIG) private readonly config: OrdersConfig) {
    this.transport = config.SMTP_URL
      ? nodemailer.createTransport({
          url: config.SMTP_URL,
          // A server that hangs must not hold the outbox row's lock for long.
          connectionTimeout: 5_000,
          greetingTimeout: 5_000,
          socketTimeout: 15_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Where mails go, for the start log. */
  describe(): string {
    return this.config.SMTP_URL
      ? `SMTP ${new URL(this.config.SMTP_URL).host}`
      : `.eml files in ${this.config.MAIL_DIR}`;
  }

  /** Sends one mail; `id` names the .eml file in local mode. Throws when it did not go out. */
  async send(mail: OutboxMail, id: string): Promise<void> {
    const info = (await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })) as { message?: Buffer };
    if (this.config.SMTP_URL) return;
    await mkdir(this.config.MAIL_DIR, { recursive: true });
    const file = join(
      this.config.MAIL_DIR,
      `${new Date().toISOString().replaceAll(':', '-')}-${id}.eml`,
    );
    await writeFile(file, info.message ?? Buffer.alloc(0));
    this.logger.log(`Mail "${mail.subject}" written to ${file}`);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
