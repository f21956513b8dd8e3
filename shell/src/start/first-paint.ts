/** Longest wait for a frame: a page opened in a background tab paints nothing until shown. */
const frameWaitLimitMs = 100;

let firstPaint: Promise<void> | undefined;

/**
 * Resolves once the browser has painted the page's HTML (a task after the next frame), so the
 * scripts that hydrate it neither hold up that paint nor share the connection with the HTML's
 * first screen. Runs the wait once; later callers share it.
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, frameWaitLimitMs);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
  return firstPaint;
}
