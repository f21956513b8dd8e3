import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { LaserFinding } from '@shop/contracts';

/** One uploaded DXF as pricing read it: what the cart and the e-mail request price from. */
@Entity({ name: 'laser_quotes' })
export class LaserQuoteEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName!: string;

  /** Name of the upload in the object store bucket. */
  @Column({ name: 'object_name', type: 'varchar', length: 1024 })
  objectName!: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  @Column({ name: 'cut_length_mm', type: 'double precision' })
  cutLengthMm!: number;

  @Column({ name: 'pierce_count', type: 'integer' })
  pierceCount!: number;

  @Column({ name: 'width_mm', type: 'double precision' })
  widthMm!: number;

  @Column({ name: 'height_mm', type: 'double precision' })
  heightMm!: number;

  @Column({ name: 'min_x_mm', type: 'double precision' })
  minXMm!: number;

  @Column({ name: 'min_y_mm', type: 'double precision' })
  minYMm!: number;

  /** Null when a contour is open. */
  @Column({ name: 'net_area_mm2', type: 'double precision', nullable: true })
  netAreaMm2!: number | null;

  @Column({ type: 'jsonb' })
  findings!: LaserFinding[];
}
