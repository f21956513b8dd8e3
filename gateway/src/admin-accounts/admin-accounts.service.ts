import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminAccountEntity } from './admin-account.entity.js';
import { createDummyHash, hashPassword, verifyPassword } from './password-hashing.js';

/** Who signed in: what the session and the services' `actor` carry. */
export interface AdminIdentity {
  adminId: number;
  username: string;
}

/** Admin accounts: verify a sign-in, create the first admin, create or reset one (CLI). */
@Injectable()
export class AdminAccountsService implements OnModuleInit {
  private dummyHash?: Promise<string>;

  constructor(
    @InjectRepository(AdminAccountEntity)
    private readonly accounts: Repository<AdminAccountEntity>,
  ) {}

  onModuleInit(): void {
    this.dummyHash = createDummyHash();
  }

  /**
   * The account when `password` is its password, otherwise undefined. An unknown username costs
   * one argon2id verification too, against a dummy hash, so timing tells nothing.
   */
  async verifyCredentials(username: string, password: string): Promise<AdminIdentity | undefined> {
    const account = await this.accounts.findOneBy({ username });
    const passwordHash = account?.passwordHash ?? (await this.dummy());
    const matches = await verifyPassword(passwordHash, password);
    return account && matches ? { adminId: account.id, username: account.username } : undefined;
  }

  /** Creates the account unless one of that username exists; an existing password is kept. */
  async ensureAccount(username: string, password: string): Promise<'created' | 'kept'> {
    const passwordHash = await hashPassword(password);
    const result = await this.accounts
      .createQueryBuilder()
      .insert()
      .values({ username, passwordHash, passwordChangedAt: new Date() })
      .orIgnore()
      .execute();
    return result.identifiers.length > 0 && result.identifiers[0] !== undefined
      ? 'created'
      : 'kept';
  }

  /** Creates the account, or sets a new password on the existing one. */
  async setPassword(username: string, password: string): Promise<'created' | 'reset'> {
    const passwordHash = await hashPassword(password);
    const existing = await this.accounts.findOneBy({ username });
    if (existing) {
      await this.accounts.update(
        { id: existing.id },
        { passwordHash, passwordChangedAt: new Date() },
      );
      return 'reset';
    }
    await this.accounts.insert({ username, passwordHash, passwordChangedAt: new Date() });
    return 'created';
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= createDummyHash();
    return this.dummyHash;
  }
}
