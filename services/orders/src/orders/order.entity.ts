import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type {
  ContentLanguage,
  DeliveryMethod,
  OrderAddress,
  OrderCustomer,
  OrderStatus,
  OrderTotals,
  PaymentMethod,
} from '@shop/contracts';

/** One placed order as it was frozen, with the columns the admin's list filters and shows. */
@Entity({ name: 'orders' })
@Index('ix_orders_status_number', ['status', 'orderNumber'])
export class OrderEntity {
  @PrimaryColumn({ name: 'order_number', type: 'varchar', length: 16 })
  orderNumber!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: OrderStatus;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 2 })
  language!: ContentLanguage;

  @Column({ name: 'cart_id', type: 'uuid' })
  cartId!: string;

  @Column({ type: 'jsonb' })
  customer!: OrderCustomer;

  @Column({ name: 'billing_address', type: 'jsonb' })
  billingAddress!: OrderAddress;

  @Column({ name: 'delivery_address', type: 'jsonb', nullable: true })
  deliveryAddress!: OrderAddress | null;

  @Column({ type: 'varchar', length: 16 })
  delivery!: DeliveryMethod;

  @Column({ name: 'payment_method', type: 'varchar', length: 16 })
  paymentMethod!: PaymentMethod;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'jsonb' })
  totals!: OrderTotals;

  @Column({ name: 'customer_name', type: 'varchar', length: 200 })
  customerName!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company!: string | null;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'line_count', type: 'integer' })
  lineCount!: number;

  /** The gross total, EUR; a string as PostgreSQL's numeric comes back. */
  @Column({ type: 'numeric', precision: 12, scale: 2 })
  gross!: string;

  /** When an admin recorded the prepayment as received; null before (and for invoices). */
  @Column({ name: 'payment_received_at', type: 'timestamptz', nullable: true })
  paymentReceivedAt!: Date | null;

  /** The admin who recorded it. */
  @Column({ name: 'payment_received_by', type: 'varchar', length: 64, nullable: true })
  paymentReceivedBy!: string | null;
}
