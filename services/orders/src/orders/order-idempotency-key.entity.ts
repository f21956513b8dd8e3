import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A client's submit (its idempotency key, from one cart): the fingerprint of its body and, once
 * placed, its order. While the order is being placed it has no order number but a lease, after
 * which a submit with the same key and body may take it over (its placer died).
 */
@Entity({ name: 'order_idempotency_keys' })
export class OrderIdempotencyKeyEntity {
  @PrimaryColumn({ name: 'cart_id', type: 'uuid' })
  cartId!: string;

  @PrimaryColumn({ name: 'idempotency_key', type: 'varchar', length: 128 })
  idempotencyKey!: string;

  /** SHA-256 of the body's canonical JSON; null for keys kept before bodies were fingerprinted. */
  @Column({ type: 'char', length: 64, nullable: true })
  fingerprint!: string | null;

  /** The order placed with this key; null while it is being placed. */
  @Column({ name: 'order_number', type: 'varchar', length: 16, nullable: true })
  orderNumber!: string | null;

  /** Until when the submit placing it holds the key; null once placed. */
  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
