import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { quoteIdentifier } from '@shop/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { ORDERS_CONFIG, type OrdersConfig } from '../config/orders-config.js';

/** What a submit's idempotency key came to when its placing began. */
export type KeyClaim =
  /** The key is this submit's now: place the order, then complete or release the key. */
  | { outcome: 'claimed' }
  /** The key placed an order already, with the same body: answer that order again. */
  | { outcome: 'placed'; orderNumber: string }
  /** Another submit with the key is still placing its order: ask again later. */
  | { outcome: 'in-progress' }
  /** The key was used with another body: a client bug, or a changed form sent under an old key. */
  | { outcome: 'other-body' };

/**
 * The idempotency keys of order submits, as the IETF draft on the `Idempotency-Key` header has
 * them: a key belongs to one cart and one body (its fingerprint). The first submit with a key
 * claims it in a transaction of its own before it does anything else, and holds it for a lease;
 * the same key and body again answers that submit's order once it is placed, and "in progress"
 * while it is being placed. A key whose holder died (the lease ran out without an order) may be
 * claimed again by the same body. Two orders of one cart are ruled out elsewhere, by the lines an
 * order takes; the key only decides what a repeated submit is answered.
 */
@Injectable()
export class IdempotencyKeys {
  private readonly table: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
  ) {
    this.table = `${quoteIdentifier(config.DB_SCHEMA)}."order_idempotency_keys"`;
  }

  /** Claims the key for the submit with body `fingerprint`, or says why it cannot. */
  async claim(cartId: string, key: string, fingerprint: string): Promise<KeyClaim> {
    // A key released between the two statements (its placing failed) is tried again.
    for (let attempt = 0; attempt < 3; attempt++) {
      // Insert the key, or take over one whose placer's lease ran out without an order (same
      // body only): one statement, so two submits can never both claim it.
      const claimed: unknown[] = await this.dataSource.query(
        `INSERT INTO ${this.table} AS k
           ("cart_id", "idempotency_key", "fingerprint", "order_number", "lease_until", "created_at")
         VALUES ($1, $2, $3, NULL, now() + $4 * interval '1 millisecond', now())
         ON CONFLICT ("cart_id", "idempotency_key") DO UPDATE
           SET "lease_until" = EXCLUDED."lease_until"
           WHERE k."order_number" IS NULL AND k."lease_until" < now()
             AND k."fingerprint" = EXCLUDED."fingerprint"
         RETURNING 1`,
        [cartId, key, fingerprint, this.config.ORDER_LEASE_MS],
      );
      if (claimed.length === 1) return { outcome: 'claimed' };
      const [held] = (await this.dataSource.query(
        `SELECT "fingerprint", "order_number" FROM ${this.table}
          WHERE "cart_id" = $1 AND "idempotency_key" = $2`,
        [cartId, key],
      )) as Array<{ fingerprint: string | null; order_number: string | null }>;
      if (!held) continue;
      // A key kept before bodies were fingerprinted answers its order whatever the body.
      if (held.fingerprint !== null && held.fingerprint !== fingerprint) {
        return { outcome: 'other-body' };
      }
      if (held.order_number !== null) return { outcome: 'placed', orderNumber: held.order_number };
      return { outcome: 'in-progress' };
    }
    return { outcome: 'in-progress' };
  }

  /** Records the key's order, in the transaction that places it. */
  async complete(
    manager: EntityManager,
    cartId: string,
    key: string,
    orderNumber: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE ${this.table} SET "order_number" = $3, "lease_until" = NULL
        WHERE "cart_id" = $1 AND "idempotency_key" = $2`,
      [cartId, key, orderNumber],
    );
  }

  /**
   * Gives the key up after a placing that ordered nothing (an empty cart, a service away), so the
   * same submit may be sent again and is then placed anew.
   */
  async release(cartId: string, key: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM ${this.table}
        WHERE "cart_id" = $1 AND "idempotency_key" = $2 AND "order_number" IS NULL`,
      [cartId, key],
    );
  }
}
