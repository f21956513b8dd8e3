import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A product. Numeric columns stay the decimal strings PostgreSQL returns ("18.50"), which is
 * exactly what the catalogue endpoints send; writes pass numbers.
 */
@Entity({ name: 'products' })
@Unique('uq_products_sku', ['sku'])
export class ProductEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** German; the English and Polish texts fall back to it when empty. */
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ name: 'name_en', type: 'varchar', length: 200, nullable: true })
  nameEn!: string | null;

  @Column({ name: 'name_pl', type: 'varchar', length: 200, nullable: true })
  namePl!: string | null;

  @Column({ type: 'varchar', length: 64 })
  category!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  subcategory!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  material!: string | null;

  @Column({ name: 'product_type', type: 'varchar', length: 32 })
  productType!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'description_en', type: 'text', nullable: true })
  descriptionEn!: string | null;

  @Column({ name: 'description_pl', type: 'text', nullable: true })
  descriptionPl!: string | null;

  @Column({ type: 'varchar', length: 16 })
  unit!: string;

  @Column({ name: 'in_stock', type: 'boolean' })
  inStock!: boolean;

  @Column({ type: 'varchar', length: 64, nullable: true })
  sku!: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  price!: string | number;

  @Column({ name: 'price_per_ton', type: 'numeric', precision: 12, scale: 2, nullable: true })
  pricePerTon!: string | number | null;

  @Column({ name: 'weight_per_piece', type: 'numeric', precision: 12, scale: 3, nullable: true })
  weightPerPiece!: string | number | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  diameter!: string | number | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  side!: string | number | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  thickness!: string | number | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  width!: string | number | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  height!: string | number | null;

  @Column({ name: 'wall_thickness', type: 'numeric', precision: 10, scale: 2, nullable: true })
  wallThickness!: string | number | null;

  @Column({ name: 'standard_length', type: 'numeric', precision: 10, scale: 2, nullable: true })
  standardLength!: string | number | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
