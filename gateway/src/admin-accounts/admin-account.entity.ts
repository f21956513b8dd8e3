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

  /** The TOTP secret, sealed by the gateway (see SecretBox); null while TOTP is off. */
  @Column({ name: 'totp_secret', type: 'text', nullable: true })
  totpSecret!: string | null;

  /** A secret handed out by enrolment, active only once a code of it is confirmed. */
  @Column({ name: 'totp_pending_secret', type: 'text', nullable: true })
  totpPendingSecret!: string | null;

  /** The last TOTP time step accepted: a code of it or of an earlier step is refused (replay). */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true })
  totpLastStep!: string | null;

  /** SHA-256 of each unused recovery code; a used one is removed. */
  @Column({ name: 'recovery_code_hashes', type: 'text', array: true, default: () => "'{}'" })
  recoveryCodeHashes!: string[];
}
