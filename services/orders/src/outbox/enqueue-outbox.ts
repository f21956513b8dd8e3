import type { EntityManager } from 'typeorm';
import { OutboxMessageEntity } from './outbox-message.entity.js';
import type { OutboxPayload } from './outbox-payload.js';

/** Adds mails and events to the outbox within the caller's transaction; due at once. */
export async function enqueueOutbox(
  manager: EntityManager,
  payloads: readonly OutboxPayload[],
): Promise<void> {
  if (payloads.length === 0) return;
  const now = new Date();
  await manager.insert(
    OutboxMessageEntity,
    payloads.map((payload) => ({
      kind: payload.kind,
      payload,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      sentAt: null,
    })),
  );
}
