/** Thrown when a dependency did not become reachable within the start-up budget. */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: string,
    readonly waitedMs: number,
    readonly lastError: unknown,
    /** True when the dependency answered but refused us (credentials, missing role). */
    readonly refused = false,
  ) {
    const reason = lastError instanceof Error ? lastError.message : String(lastError);
    super(
      refused
        ? `${dependency} refused the connection: ${reason}`
        : `${dependency} is not reachable after ${Math.round(waitedMs / 1000)} s: ${reason}`,
    );
    this.name = 'DependencyUnavailableError';
  }
}

export interface WaitOptions {
  /** Give up after this long (default 30 s). */
  timeoutMs?: number;
  /** First pause between attempts; doubles up to `maxDelayMs` (defaults 250 ms and 4 s). */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Called before each retry, e.g. to log "waiting for PostgreSQL". */
  onRetry?: (attempt: number, error: unknown, delayMs: number) => void;
  /** Errors that retrying cannot fix (bad credentials, missing database) fail at once. */
  isFatal?: (error: unknown) => boolean;
}

/**
 * Calls `probe` until it resolves, with exponential backoff, for at most `timeoutMs`; then throws
 * a DependencyUnavailableError naming the dependency. Lets a service start before its database
 * or broker is up (compose, Kubernetes) without hanging forever when it never comes.
 */
export async function waitForDependency<T>(
  dependency: string,
  probe: () => Promise<T>,
  options: WaitOptions = {},
): Promise<T> {
  const { timeoutMs = 30_000, initialDelayMs = 250, maxDelayMs = 4_000 } = options;
  const startedAt = Date.now();
  let delayMs = initialDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await probe();
    } catch (error) {
      const waitedMs = Date.now() - startedAt;
      if (options.isFatal?.(error)) {
        throw new DependencyUnavailableError(dependency, waitedMs, error, true);
      }
      const remainingMs = timeoutMs - waitedMs;
      if (remainingMs <= 0) throw new DependencyUnavailableError(dependency, waitedMs, error);
      const pauseMs = Math.min(delayMs, remainingMs);
      options.onRetry?.(attempt, error, pauseMs);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}
