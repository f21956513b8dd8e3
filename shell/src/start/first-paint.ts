/** Longest wait for a frame: a page opened in a background tab paints nothing until shown. */
const frameWaitLimitMs = 100;

/**
 * Resolves in the task after the next frame, when the browser has painted what the page holds,
 * or after `limitMs` when no frame comes.
 */
export function waitForPaint(limitMs = frameWaitLimitMs): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

let firstPaint: Promise<void> | undefined;

/**
 * Resolves once the browser has painted the page's HTML, so the scripts that hydrate it neither
 * hold up that paint nor share the connection with the HTML's first screen. Waits once; later
 * callers share the wait.
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= waitForPaint();
  return firstPaint;
}

/** A new task: the browser may paint and answer input between two steps of the start. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
