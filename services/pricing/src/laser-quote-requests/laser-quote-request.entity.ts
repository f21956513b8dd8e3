import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { numericColumn } from '../database/numeric-column.js';

/**
 * A visitor's request for a detailed offer on an uploaded DXF. The quote's file name and
 * metrics are copied in, so the request still reads whole when the upload has expired.
 */
@Entity({ name: 'laser_quote_requests' })
@Index('ix_laser_quote_requests_created_at', ['createdAt'])
@Check('ck_laser_quote_requests_quantity', '"quantity" > 0')
export class LaserQuoteRequestEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'quote_id', type: 'uuid' })
  quoteId!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName!: string;

  @Column({ type: 'integer' })
  quantity!: number;

  @Column({ name: 'material_name', type: 'varchar', length: 128, nullable: true })
  materialName!: string | null;

  @Column({ type: 'numeric', precision: 6, scale: 2, nullable: true, transformer: numericColumn })
  thickness!: number | null;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ name: 'cut_length_mm', type: 'double precision' })
  cutLengthMm!: number;

  @Column({ name: 'pierce_count', type: 'integer' })
  pierceCount!: number;

  @Column({ name: 'width_mm', type: 'double precision' })
  widthMm!: number;

  @Column({ name: 'height_mm', type: 'double precision' })
  heightMm!: number;
}
