import {
  Check,
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  VersionColumn,
} from 'typeorm';
import { numericColumn } from '../database/numeric-column.js';
import { MaterialEntity } from '../materials/material.entity.js';

/** Price of one material at one thickness; removing the material removes its prices. */
@Entity({ name: 'material_prices' })
@Unique('uq_material_prices_material_thickness', ['materialId', 'thickness'])
@Check(
  'ck_material_prices_positive',
  '"thickness" > 0 AND "price_per_m2" > 0 AND "cutting_line_cost" >= 0',
)
export class MaterialPriceEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'material_id', type: 'integer' })
  materialId!: number;

  @ManyToOne(() => MaterialEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'material_id', foreignKeyConstraintName: 'fk_material_prices_material' })
  material?: MaterialEntity;

  /** Millimetres. */
  @Column({ type: 'numeric', precision: 6, scale: 2, transformer: numericColumn })
  thickness!: number;

  /** EUR per m² of sheet. */
  @Column({
    name: 'price_per_m2',
    type: 'numeric',
    precision: 10,
    scale: 2,
    transformer: numericColumn,
  })
  pricePerM2!: number;

  /** EUR per metre of cut. */
  @Column({
    name: 'cutting_line_cost',
    type: 'numeric',
    precision: 10,
    scale: 2,
    transformer: numericColumn,
  })
  cuttingLineCost!: number;

  /** Starts at 1, raised by every update; an edit must name the version it changed. */
  @VersionColumn({ type: 'integer', default: 1 })
  version!: number;
}
