import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { numericColumn } from '../database/numeric-column.js';

/** A sheet material; `name` is the stable system key (`steel_s235`). */
@Entity({ name: 'materials' })
@Unique('uq_materials_name', ['name'])
export class MaterialEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 64 })
  name!: string;

  /** German; the English and Polish names fall back to it when empty. */
  @Column({ name: 'display_name', type: 'varchar', length: 128 })
  displayName!: string;

  /** The smallest hole diameter as a multiple of the sheet thickness. */
  @Column({
    name: 'min_hole_factor',
    type: 'numeric',
    precision: 4,
    scale: 2,
    default: 1,
    transformer: numericColumn,
  })
  minHoleFactor!: number;

  /** The largest sheet the material is cut from, long side, in mm. */
  @Column({
    name: 'max_sheet_width_mm',
    type: 'numeric',
    precision: 7,
    scale: 2,
    default: 3000,
    transformer: numericColumn,
  })
  maxSheetWidthMm!: number;

  /** The largest sheet the material is cut from, short side, in mm. */
  @Column({
    name: 'max_sheet_height_mm',
    type: 'numeric',
    precision: 7,
    scale: 2,
    default: 1500,
    transformer: numericColumn,
  })
  maxSheetHeightMm!: number;
  @Column({ name: 'display_name_en', type: 'varchar', length: 128, nullable: true })
  displayNameEn!: string | null;

  @Column({ name: 'display_name_pl', type: 'varchar', length: 128, nullable: true })
  displayNamePl!: string | null;
}
