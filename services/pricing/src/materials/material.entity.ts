import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

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

  @Column({ name: 'display_name_en', type: 'varchar', length: 128, nullable: true })
  displayNameEn!: string | null;

  @Column({ name: 'display_name_pl', type: 'varchar', length: 128, nullable: true })
  displayNamePl!: string | null;
}
