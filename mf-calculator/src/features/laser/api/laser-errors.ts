import { ApiError } from '@shop/ui';
import type { DxfFailure } from '@shop/part-geometry';
import type { useCalculatorTranslation } from '../../../i18n/calculator-translations';

type Translate = ReturnType<typeof useCalculatorTranslation>['t'];

/**
 * The text key for a server refusal the customer can act on: 429 (too many uploads or requests
 * from this address, the gateway's per-IP limit) and 507 (the upload store is full); else null.
 */
export function laserServerErrorKey(
  error: unknown,
): 'laser.rateLimited' | 'laser.storeFull' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429) return 'laser.rateLimited';
  if (error.status === 507) return 'laser.storeFull';
  return null;
}

/** Why a file could not be read, by the reader in the browser or by the server (its 422). */
export type LaserReadFailure = Pick<DxfFailure, 'code' | 'line' | 'problem'> & { hint?: string };

/**
 * What the page says about a file that cannot be read. A malformed file read to a known line
 * names that line (and, when the reader says, what is wrong there); the server's 422 carries the
 * line but not the problem, so its text is the general one for that line.
 */
export function laserReadFailureText(
  t: Translate,
  failure: LaserReadFailure,
): { text: string; hint?: string } {
  if (failure.code === 'malformed' && failure.line !== undefined) {
    // A line number is no amount: never grouped ("1767", not "1.767").
    const line = String(failure.line);
    return {
      text: t(`laser.malformedAt.${failure.problem ?? 'line'}`, {
        line,
        defaultValue: t('laser.malformedAt.line', { line }),
      }),
      hint: t('laser.malformedAt.hint'),
    };
  }
  return {
    text: t(`laser.failures.${failure.code}`, { defaultValue: t('laser.failures.unknown') }),
    // The reader's hints are English; the one worth translating is DWG saved under a .dxf name.
    hint: failure.code === 'not_dxf' && failure.hint !== undefined ? t('laser.dwgHint') : undefined,
  };
}
