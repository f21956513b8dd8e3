import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A sheet material; `name` is the stable system key (`steel_s235`). */
@Entity({ name: 'materials' })
export class MaterialEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  name!: string;

  @Column({ name: 'display_name', type: 'varchar', length: 128 })
  displayName!: string;
}
