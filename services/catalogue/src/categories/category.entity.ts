import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A shop category; seeded, not edited by the operator. */
@Entity({ name: 'categories' })
export class CategoryEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  slug!: string;

  /** Order on the shop page. */
  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 32 })
  image!: string;

  @Column({ type: 'text', array: true })
  subcategories!: string[];

  @Column({ name: 'product_type', type: 'varchar', length: 32 })
  productType!: string;
}
