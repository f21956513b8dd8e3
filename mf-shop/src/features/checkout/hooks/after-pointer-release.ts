let pointerDown = false;
let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener('pointerdown', () => (pointerDown = true), true);
  window.addEventListener('pointerup', () => (pointerDown = false), true);
  window.addEventListener('pointercancel', () => (pointerDown = false), true);
}

/**
 * Runs `update` now, or, while a mouse button or finger is down, just after it is released and
 * its click has happened. A field left by clicking elsewhere shows its error this way without
 * moving the page under that click: otherwise the message pushes the checkbox or button being
 * clicked away between press and release, and the click misses.
 */
export function afterPointerRelease(update: () => void): void {
  listen();
  if (!pointerDown) {
    update();
    return;
  }
  window.addEventListener('pointerup', () => window.setTimeout(update), { once: true });
}

/** Starts watching the pointer before the first blur can happen (on the form's first render). */
export function watchPointer(): void {
  listen();
}
