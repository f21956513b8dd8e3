import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** An operator who may sign in to the admin area. Only the argon2id hash is stored. */
@Entity({ name: 'admin_accounts' })
@Unique('uq_admin_accounts_username', ['username'])
export class AdminAccountEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  username!: string;

  /** PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`): algorithm, parameters and salt included. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'password_changed_at', type: 'timestamptz' })
  passwordChangedAt!: Date;
}
