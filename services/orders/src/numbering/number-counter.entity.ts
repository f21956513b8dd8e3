import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last number given out per prefix (B orders, A offers) and year. */
@Entity({ name: 'number_counters' })
export class NumberCounterEntity {
  @PrimaryColumn({ type: 'varchar', length: 1 })
  prefix!: string;

  @PrimaryColumn({ type: 'integer' })
  year!: number;

  @Column({ name: 'last_value', type: 'integer' })
  lastValue!: number;
}
