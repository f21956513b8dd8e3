import { Injectable, Logger } from '@nestjs/common';

/** Every authentication event the gateway records (ASVS V16 security logging). */
export type AuthEventName =
  | 'sign-in.succeeded'
  | 'sign-in.failed'
  | 'sign-in.locked-out'
  | 'sign-in.second-factor-required'
  | 'second-factor.succeeded'
  | 'second-factor.failed'
  | 'second-factor.recovery-code-used'
  | 'sign-out'
  | 'session.expired'
  | 'session.revoked'
  | 'password.changed'
  | 'password.change-failed'
  | 'totp.enrolment-started'
  | 'totp.enabled'
  | 'totp.disabled';

export interface AuthEventData {
  /** As typed (a failed sign-in's username may be anything): logged as a JSON value, never spliced. */
  username?: string;
  adminId?: number;
  ip?: string;
  reason?: string;
}

/**
 * Writes one JSON log line per authentication event: `{"message":{"event":"sign-in.failed",
 * "username":"..."},...}`. User-controlled text is only ever a JSON string value, so a CR/LF or a
 * quote in a username is escaped by the JSON encoder and cannot start a forged line. Passwords,
 * codes and session ids are never logged.
 */
@Injectable()
export class AuthEvents {
  private readonly logger = new Logger('AuthEvents');

  record(event: AuthEventName, data: AuthEventData): void {
    const entry = { event, ...data };
    if (event.endsWith('failed') || event === 'sign-in.locked-out') this.logger.warn(entry);
    else this.logger.log(entry);
  }
}
