import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { waitForPaint } from './first-paint';

describe('waitForPaint', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('resolves in the task after the next frame', async () => {
    let resolved = false;
    void waitForPaint().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    // One frame (16 ms) and the task queued from it.
    await jest.advanceTimersByTimeAsync(17);
    expect(resolved).toBe(true);
  });

  it('resolves after the limit when no frame comes, as in a tab opened in the background', async () => {
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    let resolved = false;
    void waitForPaint(100).then(() => {
      resolved = true;
    });
    await jest.advanceTimersByTimeAsync(99);
    expect(resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    requestFrame.mockRestore();
  });
});
