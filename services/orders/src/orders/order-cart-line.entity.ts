import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A cart line an order took. A line can be taken once (the primary key), so however many submits
 * of one cart run at once, with whatever keys, its lines become one order.
 */
@Entity({ name: 'order_cart_lines' })
@Index('ix_order_cart_lines_order', ['orderNumber'])
export class OrderCartLineEntity {
  @PrimaryColumn({ name: 'cart_id', type: 'uuid', primaryKeyConstraintName: 'pk_order_cart_lines' })
  cartId!: string;

  @PrimaryColumn({ name: 'line_id', type: 'uuid', primaryKeyConstraintName: 'pk_order_cart_lines' })
  lineId!: string;

  @Column({ name: 'order_number', type: 'varchar', length: 16 })
  orderNumber!: string;
}
