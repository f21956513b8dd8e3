import { describe, expect, it } from '@jest/globals';
import { etagMatches, ReadCache, readCacheKey, strongEtag } from './read-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const bytes = (text: string) => Buffer.from(text);

/** A cache on a clock the test moves. */
function cacheAt(limits = { maxEntries: 100, maxBytes: 1_000_000 }) {
  const clock = { now: 1_000_000 };
  const cache = new ReadCache(
    {
      pricing: { maxAgeMs: 60_000, settleMs: 1_000 },
      catalogue: { maxAgeMs: 60_000, settleMs: 1_000 },
      blog: { maxAgeMs: 5_000, settleMs: 0 },
    },
    limits,
    () => clock.now,
  );
  return { cache, clock };
}

describe('ReadCache', () => {
  it('answers a stored read with its bytes and a strong ETag of them', () => {
    const { cache } = cacheAt();
    const ticket = cache.begin('pricing');
    const stored = cache.store('/api/materials', ticket, bytes('[{"id":1}]'), JSON_TYPE);
    const answer = cache.get('/api/materials');
    expect(answer?.body.toString()).toBe('[{"id":1}]');
    expect(answer?.etag).toBe(stored?.etag);
    expect(answer?.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(answer?.contentType).toBe(JSON_TYPE);
  });

  it('does not keep the old answer of a read that began before a change event and ended after it', () => {
    const { cache, clock } = cacheAt();
    const before = cache.begin('pricing'); // reads the old price from the service
    cache.invalidate('pricing'); // pricing.prices.changed arrives meanwhile
    clock.now += 5_000;
    expect(cache.store('/api/material-prices/2', before, bytes('old'), JSON_TYPE)).toBeUndefined();
    expect(cache.get('/api/material-prices/2')).toBeUndefined();

    const after = cache.begin('pricing');
    expect(cache.store('/api/material-prices/2', after, bytes('new'), JSON_TYPE)).toBeDefined();
    expect(cache.get('/api/material-prices/2')?.body.toString()).toBe('new');
  });

  it("keeps another area's read that spans a change event", () => {
    const { cache } = cacheAt();
    const blogRead = cache.begin('blog');
    cache.invalidate('pricing');
    expect(cache.store('/api/blog?lang=en', blogRead, bytes('posts'), JSON_TYPE)).toBeDefined();
  });

  it('drops every answer of the changed area and only those', () => {
    const { cache } = cacheAt();
    cache.store('/api/products', cache.begin('catalogue'), bytes('p'), JSON_TYPE);
    cache.store('/api/categories', cache.begin('catalogue'), bytes('c'), JSON_TYPE);
    cache.store('/api/materials', cache.begin('pricing'), bytes('m'), JSON_TYPE);
    cache.invalidate('catalogue');
    expect(cache.get('/api/products')).toBeUndefined();
    expect(cache.get('/api/categories')).toBeUndefined();
    expect(cache.get('/api/materials')?.body.toString()).toBe('m');
    expect(cache.size).toEqual({ entries: 1, bytes: 1 });
  });

  it('keeps no answer of a read that began within the settle time after a change', () => {
    const { cache, clock } = cacheAt();
    cache.invalidate('catalogue');
    clock.now += 500; // another catalogue replica may still answer with the old data
    const early = cache.begin('catalogue');
    expect(cache.store('/api/products', early, bytes('maybe old'), JSON_TYPE)).toBeUndefined();
    clock.now += 600;
    const settled = cache.begin('catalogue');
    expect(cache.store('/api/products', settled, bytes('new'), JSON_TYPE)).toBeDefined();
  });

  it('reads an answer again once it is older than its area allows', () => {
    const { cache, clock } = cacheAt();
    cache.store('/api/blog?lang=pl', cache.begin('blog'), bytes('posts'), JSON_TYPE);
    clock.now += 5_000;
    expect(cache.get('/api/blog?lang=pl')).toBeDefined();
    clock.now += 1;
    expect(cache.get('/api/blog?lang=pl')).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it('keeps answers per language', () => {
    const { cache } = cacheAt();
    cache.store('/api/blog/s235?lang=de', cache.begin('blog'), bytes('Stahl'), JSON_TYPE);
    cache.store('/api/blog/s235?lang=en', cache.begin('blog'), bytes('Steel'), JSON_TYPE);
    expect(cache.get('/api/blog/s235?lang=de')?.body.toString()).toBe('Stahl');
    expect(cache.get('/api/blog/s235?lang=en')?.body.toString()).toBe('Steel');
    expect(cache.get('/api/blog/s235?lang=pl')).toBeUndefined();
  });

  it('pushes out the least recently used answers beyond its entry and byte limits', () => {
    const { cache } = cacheAt({ maxEntries: 2, maxBytes: 10 });
    cache.store('a', cache.begin('pricing'), bytes('1234'), JSON_TYPE);
    cache.store('b', cache.begin('pricing'), bytes('1234'), JSON_TYPE);
    cache.get('a'); // a is now the more recently used
    cache.store('c', cache.begin('pricing'), bytes('1234'), JSON_TYPE);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.store('d', cache.begin('pricing'), bytes('12345678'), JSON_TYPE);
    expect(cache.size).toEqual({ entries: 1, bytes: 8 });
    expect(cache.store('e', cache.begin('pricing'), bytes('x'.repeat(11)), JSON_TYPE)).toBe(
      undefined,
    );
  });

  it('serves and keeps nothing while NATS is away, and starts empty when it is back', () => {
    const { cache, clock } = cacheAt();
    cache.store('/api/materials', cache.begin('pricing'), bytes('m'), JSON_TYPE);
    const spanning = cache.begin('blog');
    cache.setAvailable(false);
    expect(cache.get('/api/materials')).toBeUndefined();
    expect(cache.store('/api/blog', cache.begin('blog'), bytes('b'), JSON_TYPE)).toBeUndefined();
    cache.setAvailable(true);
    expect(cache.store('/api/blog', spanning, bytes('b'), JSON_TYPE)).toBeUndefined();
    clock.now += 1_000;
    expect(cache.get('/api/materials')).toBeUndefined();
    expect(
      cache.store('/api/materials', cache.begin('pricing'), bytes('m'), JSON_TYPE),
    ).toBeDefined();
  });
});

describe('etagMatches', () => {
  const etag = strongEtag(bytes('[]'));

  it.each([
    [etag, true],
    [`W/${etag}`, true],
    [`"other", ${etag}`, true],
    ['*', true],
    ['"other"', false],
    [undefined, false],
    ['', false],
  ])('If-None-Match %s matches: %s', (header, matches) => {
    expect(etagMatches(header, etag)).toBe(matches);
  });

  it('gives equal bytes the same tag and different bytes different ones', () => {
    expect(strongEtag(bytes('[1]'))).toBe(strongEtag(bytes('[1]')));
    expect(strongEtag(bytes('[1]'))).not.toBe(strongEtag(bytes('[2]')));
  });
});

describe('readCacheKey', () => {
  it('is the path alone without a query', () => {
    expect(readCacheKey('/api/materials')).toBe('/api/materials');
    expect(readCacheKey('/api/materials?')).toBe('/api/materials');
  });

  it('orders the parameters and normalises their encoding', () => {
    expect(readCacheKey('/api/blog/x?b=2&lang=en')).toBe(readCacheKey('/api/blog/x?lang=%65n&b=2'));
    expect(readCacheKey('/api/products?category=i-traeger')).toBe(
      '/api/products?category=i-traeger',
    );
  });

  it('keeps different languages and repeated parameters apart', () => {
    expect(readCacheKey('/api/blog?lang=de')).not.toBe(readCacheKey('/api/blog?lang=en'));
    expect(readCacheKey('/api/blog?lang=de&lang=en')).not.toBe(
      readCacheKey('/api/blog?lang=en&lang=de'),
    );
  });
});
