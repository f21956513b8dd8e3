import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { numericColumn } from '../database/numeric-column.js';

/** A numeric setting an operator can change, e.g. `hole_cost` (EUR per hole). */
@Entity({ name: 'system_settings' })
@Check('ck_system_settings_non_negative', '"value" >= 0')
export class SystemSettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key!: string;

  @Column({ type: 'numeric', transformer: numericColumn })
  value!: number;
}
