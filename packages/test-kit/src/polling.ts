/**
 * Polls until `check` passes and resolves with what it returned; rethrows its last failure once
 * `withinMs` have passed.
 * @param intervalMs - the pause between two attempts
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  withinMs = 5_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/** Milliseconds `action` took, with its result. */
export async function timed<T>(action: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const startedAt = performance.now();
  const result = await action();
  return { result, ms: performance.now() - startedAt };
}
