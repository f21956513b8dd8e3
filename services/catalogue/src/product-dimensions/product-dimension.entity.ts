import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { numericColumn } from '../database/numeric-column.js';

/** A standard size (mm) the operator keeps for a category. */
@Entity({ name: 'product_dimensions' })
@Unique('uq_product_dimensions_size', ['category', 'thickness', 'width', 'length'])
export class ProductDimensionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 64 })
  category!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericColumn })
  thickness!: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericColumn })
  width!: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericColumn })
  length!: number;
}
