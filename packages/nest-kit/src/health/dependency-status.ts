import type { DependencyStatus } from '@shop/contracts';

const DEFAULT_CHECK_TIMEOUT_MS = 1_000;

/**
 * 'up' when `check` resolves within `timeoutMs`, 'down' when it rejects or takes longer: a health
 * probe must answer promptly even while a dependency hangs.
 */
export async function dependencyStatus(
  check: () => Promise<unknown>,
  timeoutMs = DEFAULT_CHECK_TIMEOUT_MS,
): Promise<DependencyStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DependencyStatus>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  const answer = Promise.resolve()
    .then(check)
    .then(
      (): DependencyStatus => 'up',
      (): DependencyStatus => 'down',
    );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
