import { describe, expect, it } from '@jest/globals';
import { decodedPath, needsNoStore } from './private-responses.js';

describe('needsNoStore', () => {
  it.each([
    ['GET', '/api/cart'],
    ['GET', '/api/cart/:id'],
    ['POST', '/api/admin/logout'],
    ['GET', '/api/admin/laser-quote-requests'],
    ['GET', '/api/admin/unknown'],
    ['POST', '/api/materials'],
    ['PATCH', '/api/system-settings/:key'],
  ])('V14 sensitive data not cached: %s %s answers no-store', (method, path) => {
    expect(needsNoStore(method, path, false)).toBe(true);
  });

  it('marks an admin-only read no-store when the browser holds the session cookie', () => {
    expect(needsNoStore('GET', '/api/product-dimensions', true)).toBe(true);
  });

  it.each([
    ['GET', '/api/materials'],
    ['GET', '/api/products/:id'],
    ['GET', '/'],
    ['POST', '/cartoon'],
    ['GET', '/api/cartoon'],
  ])('leaves public reads and pages alone: %s %s', (method, path) => {
    expect(needsNoStore(method, path, false)).toBe(false);
  });
});

describe('decodedPath', () => {
  it('decodes like the router, so /%61pi/cart counts as /api/cart, and keeps malformed paths raw', () => {
    expect(decodedPath('/%61pi/cart?x=1')).toBe('/api/cart');
    expect(decodedPath('/api/%E0%A4%A')).toBe('/api/%E0%A4%A');
  });
});
