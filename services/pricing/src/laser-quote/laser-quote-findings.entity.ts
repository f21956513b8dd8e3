import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { ManufacturabilityFinding } from '@shop/contracts';
import type { ManufacturingRules } from '@shop/shop-rules';
import { LaserQuoteEntity } from './laser-quote.entity.js';

/**
 * The findings of one uploaded file under one set of cutting rules: a file and its rules decide
 * its findings, so once checked they are looked up, never read from the file again.
 */
@Entity({ name: 'laser_quote_findings' })
export class LaserQuoteFindingsEntity {
  @PrimaryColumn({ name: 'quote_id', type: 'uuid' })
  quoteId!: string;

  /** Removing a quote removes its findings. */
  @ManyToOne(() => LaserQuoteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id', foreignKeyConstraintName: 'fk_laser_quote_findings_quote' })
  quote?: LaserQuoteEntity;

  /**
   * The rules' fingerprint (SHA-256 of their canonical JSON): every rule is in it, so a rule added
   * later can never answer from findings checked without it.
   */
  @PrimaryColumn({ name: 'rules_key', type: 'char', length: 64 })
  rulesKey!: string;

  /** The rules themselves, for whoever reads the table. */
  @Column({ type: 'jsonb' })
  rules!: ManufacturingRules;

  @Column({ type: 'jsonb' })
  findings!: ManufacturabilityFinding[];

  @CreateDateColumn({ name: 'checked_at', type: 'timestamptz' })
  checkedAt!: Date;
}
