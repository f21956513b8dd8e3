import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminAccountEntity } from '../../admin-accounts/admin-account.entity.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config/gateway-config.js';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';
import { SecretBox } from './secret-box.js';
import { matchingTotpStep, newTotpSecret, otpauthUri, toBase32 } from './totp.js';

/** The issuer authenticator apps show next to the account name. */
export const TOTP_ISSUER = 'Bleche';

export type SecondFactorCheck = 'totp' | 'recovery-code' | 'refused';

/**
 * The optional TOTP second factor of admin accounts: enrolment (a secret handed out once, active
 * after its first code), verification (±1 step, a step accepted once is never accepted again),
 * ten one-time recovery codes (only their hashes are kept) and disabling. Secrets are stored
 * sealed (AES-256-GCM) in PostgreSQL, never in the session or the cookie.
 */
@Injectable()
export class TotpService {
  private readonly box: SecretBox;

  constructor(
    @InjectRepository(AdminAccountEntity)
    private readonly accounts: Repository<AdminAccountEntity>,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.box = new SecretBox(config.TOTP_ENCRYPTION_KEY ?? config.SESSION_SECRET);
  }

  async isEnabled(adminId: number): Promise<boolean> {
    const account = await this.accounts.findOne({
      where: { id: adminId },
      select: { id: true, totpSecret: true },
    });
    return typeof account?.totpSecret === 'string';
  }

  async status(adminId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const account = await this.accounts.findOne({
      where: { id: adminId },
      select: { id: true, totpSecret: true, recoveryCodeHashes: true },
    });
    return {
      enabled: typeof account?.totpSecret === 'string',
      recoveryCodesLeft: account?.totpSecret ? account.recoveryCodeHashes.length : 0,
    };
  }

  /**
   * A new secret for the admin, pending until confirmed; an active one stays active until then.
   * Undefined when TOTP is already on (disable it first).
   */
  async startEnrolment(
    adminId: number,
    username: string,
  ): Promise<{ secret: string; otpauthUri: string } | undefined> {
    if (await this.isEnabled(adminId)) return undefined;
    const secret = newTotpSecret();
    await this.accounts.update(
      { id: adminId },
      { totpPendingSecret: this.box.seal(secret, associatedData(adminId)) },
    );
    return { secret: toBase32(secret), otpauthUri: otpauthUri(secret, TOTP_ISSUER, username) };
  }

  /** Activates the pending secret when `code` is one of its codes; the recovery codes, once. */
  async confirmEnrolment(
    adminId: number,
    code: string,
    now = Date.now(),
  ): Promise<string[] | undefined> {
    const account = await this.accounts.findOneBy({ id: adminId });
    if (!account?.totpPendingSecret || account.totpSecret) return undefined;
    const secret = this.box.open(account.totpPendingSecret, associatedData(adminId));
    const step = matchingTotpStep(secret, code, now);
    if (step === undefined) return undefined;
    const recoveryCodes = newRecoveryCodes();
    const result = await this.accounts
      .createQueryBuilder()
      .update()
      .set({
        totpSecret: account.totpPendingSecret,
        totpPendingSecret: null,
        totpLastStep: String(step),
        recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
      })
      .where('id = :id AND totp_pending_secret = :pending AND totp_secret IS NULL', {
        id: adminId,
        pending: account.totpPendingSecret,
      })
      .execute();
    return (result.affected ?? 0) === 1 ? recoveryCodes : undefined;
  }

  /**
   * Checks a second factor: a TOTP code (each time step accepted once, atomically, so the same
   * code sent twice in parallel also works once) or an unused recovery code (used up here).
   */
  async verify(adminId: number, code: string, now = Date.now()): Promise<SecondFactorCheck> {
    const account = await this.accounts.findOneBy({ id: adminId });
    if (!account?.totpSecret) return 'refused';
    const trimmed = code.trim();
    if (/^\d{6}$/.test(trimmed)) {
      const secret = this.box.open(account.totpSecret, associatedData(adminId));
      const step = matchingTotpStep(secret, trimmed, now);
      if (step === undefined) return 'refused';
      const result = await this.accounts
        .createQueryBuilder()
        .update()
        .set({ totpLastStep: String(step) })
        .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', {
          id: adminId,
          step,
        })
        .execute();
      return (result.affected ?? 0) === 1 ? 'totp' : 'refused';
    }
    const hash = recoveryCodeHash(trimmed);
    const result = await this.accounts
      .createQueryBuilder()
      .update()
      .set({ recoveryCodeHashes: () => 'array_remove(recovery_code_hashes, :hash)' })
      .where('id = :id AND :hash = ANY(recovery_code_hashes)', { id: adminId, hash })
      .execute();
    return (result.affected ?? 0) === 1 ? 'recovery-code' : 'refused';
  }

  async disable(adminId: number): Promise<void> {
    await this.accounts.update(
      { id: adminId },
      { totpSecret: null, totpPendingSecret: null, totpLastStep: null, recoveryCodeHashes: [] },
    );
  }
}

/** Binds a sealed secret to its account. */
function associatedData(adminId: number): string {
  return `admin_accounts:${adminId}`;
}
