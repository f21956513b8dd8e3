import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { ManufacturabilityFinding } from '@shop/contracts';
import type { ManufacturingRules } from '@shop/part-geometry';

/**
 * The findings of one uploaded file under one set of cutting rules: a file and its rules decide
 * its findings, so once checked they are looked up, never read from the file again.
 */
@Entity({ name: 'laser_quote_findings' })
export class LaserQuoteFindingsEntity {
  @PrimaryColumn({ name: 'quote_id', type: 'uuid' })
  quoteId!: string;

  /** SHA-256 of the rules in canonical JSON (see `rulesKey`). */
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
