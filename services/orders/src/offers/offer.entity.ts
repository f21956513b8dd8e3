import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { OfferDocument } from '@shop/contracts';

/** A written offer as it was issued; deleted some time after it expires (see the retention job). */
@Entity({ name: 'offers' })
@Index('ix_offers_valid_until', ['validUntil'])
export class OfferEntity {
  @PrimaryColumn({ name: 'offer_number', type: 'varchar', length: 16 })
  offerNumber!: string;

  @Column({ name: 'cart_id', type: 'uuid' })
  cartId!: string;

  @Column({ name: 'issued_at', type: 'timestamptz' })
  issuedAt!: Date;

  /** yyyy-mm-dd */
  @Column({ name: 'valid_until', type: 'date' })
  validUntil!: string;

  @Column({ type: 'jsonb' })
  document!: OfferDocument;
}
