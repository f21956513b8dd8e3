import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminAccountEntity } from './admin-account.entity.js';
import { createDummyHash, hashPassword, verifyPassword } from './password-hashing.js';
import { adminPasswordProblem } from './password-policy.js';

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

  /**
   * What a session of this admin is checked against on every request: when the password last
   * changed (sessions signed in before are void). Undefined when the account is gone.
   */
  async sessionState(adminId: number): Promise<{ passwordChangedAt: Date } | undefined> {
    const account = await this.accounts.findOne({
      where: { id: adminId },
      select: { id: true, passwordChangedAt: true },
    });
    return account ? { passwordChangedAt: account.passwordChangedAt } : undefined;
  }

  /**
   * Self-service change: the current password must be right and the new one must pass the
   * policy. Sets passwordChangedAt, which voids every session signed in before.
   */
  async changePassword(
    adminId: number,
    currentPassword: string,
    newPassword: string,
  ): Promise<
    | { outcome: 'changed'; passwordChangedAt: Date }
    | { outcome: 'wrong-password' }
    | { outcome: 'refused'; problem: string }
  > {
    const account = await this.accounts.findOneBy({ id: adminId });
    if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) {
      return { outcome: 'wrong-password' };
    }
    const problem =
      newPassword === currentPassword
        ? 'must differ from the current password'
        : adminPasswordProblem(newPassword, account.username);
    if (problem) return { outcome: 'refused', problem };
    const passwordHash = await hashPassword(newPassword);
    // Taken after the (slow) hashing, just before the write: a sign-in with the old password on
    // another replica while argon2 ran is older than this, so it is ended too.
    const passwordChangedAt = new Date();
    await this.accounts.update({ id: adminId }, { passwordHash, passwordChangedAt });
    return { outcome: 'changed', passwordChangedAt };
  }

  /** Turns the second factor off (CLI, for an admin who lost the authenticator and the codes). */
  async removeSecondFactor(username: string): Promise<boolean> {
    const result = await this.accounts.update(
      { username },
      { totpSecret: null, totpPendingSecret: null, totpLastStep: null, recoveryCodeHashes: [] },
    );
    return (result.affected ?? 0) > 0;
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= createDummyHash();
    return this.dummyHash;
  }
}
