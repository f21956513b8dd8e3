/**
 * How long a mail or event waits after its `attempts`-th failure: the base delay, doubled with
 * each further failure, never more than `maxMs`. Nothing is ever given up: a mail keeps being
 * tried at the capped interval until it goes out.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^31 already exceeds every cap the configuration allows; stop doubling before it overflows.
  const factor = 2 ** Math.min(doublings, 31);
  return Math.min(maxMs, baseMs * factor);
}
