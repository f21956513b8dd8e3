import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OrderStatus } from '@shop/contracts';

/** One step of an order's history: the status reached, when, and which admin (null: the customer). */
@Entity({ name: 'order_status_changes' })
@Index('ix_order_status_changes_order', ['orderNumber'])
export class OrderStatusChangeEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'order_number', type: 'varchar', length: 16 })
  orderNumber!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: OrderStatus;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;

  @Column({ name: 'changed_by', type: 'varchar', length: 64, nullable: true })
  changedBy!: string | null;
}
