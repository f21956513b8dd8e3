import {
  DEFAULT_MAX_SHEET_HEIGHT_MM,
  DEFAULT_MAX_SHEET_WIDTH_MM,
  DEFAULT_MIN_HOLE_FACTOR,
} from '@shop/shop-rules';
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
    default: DEFAULT_MIN_HOLE_FACTOR,
    transformer: numericColumn,
  })
  minHoleFactor!: number;

  /** The largest sheet the material is cut from, long side, in mm. */
  @Column({
    name: 'max_sheet_width_mm',
    type: 'numeric',
    precision: 7,
    scale: 2,
    default: DEFAULT_MAX_SHEET_WIDTH_MM,
    transformer: numericColumn,
  })
  maxSheetWidthMm!: number;

  /** The largest sheet the material is cut from, short side, in mm. */
  @Column({
    name: 'max_sheet_height_mm',
    type: 'numeric',
    precision: 7,
    scale: 2,
    default: DEFAULT_MAX_SHEET_HEIGHT_MM,
    transformer: numericColumn,
  })
  maxSheetHeightMm!: number;
  @Column({ name: 'display_name_en', type: 'varchar', length: 128, nullable: true })
  displayNameEn!: string | null;

  @Column({ name: 'display_name_pl', type: 'varchar', length: 128, nullable: true })
  displayNamePl!: string | null;
}
