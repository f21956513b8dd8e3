import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The order a client's submit (its idempotency key, from one cart) was placed as. */
@Entity({ name: 'order_idempotency_keys' })
export class OrderIdempotencyKeyEntity {
  @PrimaryColumn({ name: 'cart_id', type: 'uuid' })
  cartId!: string;

  @PrimaryColumn({ name: 'idempotency_key', type: 'varchar', length: 128 })
  idempotencyKey!: string;

  @Column({ name: 'order_number', type: 'varchar', length: 16 })
  orderNumber!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
