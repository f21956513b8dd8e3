import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OutboxPayload } from './outbox-payload.js';

/**
 * A mail or event written in the same transaction as the change it reports, sent by the outbox
 * worker afterwards; `sentAt` stays null until it went out, and failures wait `nextAttemptAt`.
 */
@Entity({ name: 'outbox_messages' })
@Index('ix_outbox_messages_due', ['nextAttemptAt'], { where: '"sent_at" IS NULL' })
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: OutboxPayload['kind'];

  @Column({ type: 'jsonb' })
  payload!: OutboxPayload;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt!: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
