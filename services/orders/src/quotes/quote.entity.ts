import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { QuoteDocument } from '@shop/contracts';

/** A written quote as it was issued; deleted some time after it expires (see the retention job). */
@Entity({ name: 'quotes' })
@Index('ix_quotes_valid_until', ['validUntil'])
export class QuoteEntity {
  @PrimaryColumn({ name: 'quote_number', type: 'varchar', length: 16 })
  quoteNumber!: string;

  @Column({ name: 'cart_id', type: 'uuid' })
  cartId!: string;

  @Column({ name: 'issued_at', type: 'timestamptz' })
  issuedAt!: Date;

  /** yyyy-mm-dd */
  @Column({ name: 'valid_until', type: 'date' })
  validUntil!: string;

  @Column({ type: 'jsonb' })
  document!: QuoteDocument;
}
