import { Module } from '@nestjs/common';
import { MailSender } from './mail-sender.js';
import { OutboxWorker } from './outbox-worker.js';

/** The outbox's sender of mails and events. */
@Module({ providers: [MailSender, OutboxWorker], exports: [OutboxWorker] })
export class OutboxModule {}
