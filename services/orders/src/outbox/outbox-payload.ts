import type { OrderPlacedEvent } from '@shop/contracts';

/** A mail as it was rendered when the change it reports was committed. */
export interface OutboxMail {
  kind: 'mail';
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (the customer, on the seller's notice). */
  replyTo?: string;
}

/** An event for the JetStream stream ORDER_EVENTS, published with `msgId` as Nats-Msg-Id. */
export interface OutboxEvent {
  kind: 'event';
  subject: string;
  msgId: string;
  event: OrderPlacedEvent;
}

/** What the outbox sends. */
export type OutboxPayload = OutboxMail | OutboxEvent;
