import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A shop category; seeded, not edited by the operator. */
@Entity({ name: 'categories' })
export class CategoryEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  slug!: string;

  /** Order on the shop page. */
  @Column({ type: 'integer' })
  position!: number;

  /** German; the English and Polish texts fall back to it when empty. */
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'name_en', type: 'varchar', length: 100, nullable: true })
  nameEn!: string | null;

  @Column({ name: 'name_pl', type: 'varchar', length: 100, nullable: true })
  namePl!: string | null;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'description_en', type: 'text', nullable: true })
  descriptionEn!: string | null;

  @Column({ name: 'description_pl', type: 'text', nullable: true })
  descriptionPl!: string | null;

  @Column({ type: 'varchar', length: 32 })
  image!: string;

  /** The German values products carry. */
  @Column({ type: 'text', array: true })
  subcategories!: string[];

  /** English and Polish label of each subcategory value. */
  @Column({ name: 'subcategory_labels', type: 'jsonb', default: () => "'{}'::jsonb" })
  subcategoryLabels!: Record<string, { en?: string; pl?: string }>;

  @Column({ name: 'product_type', type: 'varchar', length: 32 })
  productType!: string;
}
