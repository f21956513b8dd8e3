import { describe, expect, it } from '@jest/globals';
import { BoundedCache } from './bounded-cache.js';

describe('BoundedCache', () => {
  it('computes a key once and answers the kept result afterwards', async () => {
    const cache = new BoundedCache<number>(2);
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return 42;
    };
    expect(await cache.getOrCompute('a', compute)).toBe(42);
    expect(await cache.getOrCompute('a', compute)).toBe(42);
    expect(runs).toBe(1);
  });

  it('shares a computation that is still running', async () => {
    const cache = new BoundedCache<string>(2);
    let finish: (value: string) => void = () => undefined;
    let runs = 0;
    const compute = () => {
      runs += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.getOrCompute('a', compute);
    const second = cache.getOrCompute('a', compute);
    finish('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(runs).toBe(1);
  });

  it('drops the entry used longest ago once it holds more than its capacity', async () => {
    const cache = new BoundedCache<string>(2);
    const runs: string[] = [];
    const compute = (key: string) => async () => {
      runs.push(key);
      return key;
    };
    await cache.getOrCompute('a', compute('a'));
    await cache.getOrCompute('b', compute('b'));
    await cache.getOrCompute('a', compute('a')); // a is now the most recent
    await cache.getOrCompute('c', compute('c')); // b goes
    expect(cache.size).toBe(2);
    await cache.getOrCompute('a', compute('a'));
    await cache.getOrCompute('b', compute('b'));
    expect(runs).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps no failure: the next request computes again', async () => {
    const cache = new BoundedCache<number>(2);
    await expect(
      cache.getOrCompute('a', async () => Promise.reject(new Error('upload gone'))),
    ).rejects.toThrow('upload gone');
    expect(cache.size).toBe(0);
    expect(await cache.getOrCompute('a', async () => 7)).toBe(7);
  });

  it('refuses a capacity below one', () => {
    expect(() => new BoundedCache(0)).toThrow(RangeError);
  });
});
