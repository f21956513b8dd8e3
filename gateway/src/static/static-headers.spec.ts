import { describe, expect, it } from '@jest/globals';
import { IMMUTABLE, NO_CACHE, isSpaRoute, staticFileHeaders } from './static-headers.js';

describe('staticFileHeaders', () => {
  it.each([
    'index.html',
    'remotes.json',
    'remotes/calculator/remoteEntry.js',
    'remotes/calculator/mf-manifest.json',
    'remotes/shop/index.html',
  ])('revalidates the entry point %s on every load', (path) => {
    expect(staticFileHeaders(path)['cache-control']).toBe(NO_CACHE);
  });

  it.each([
    'main.3f9a2c41d0b7e6a1b2c3.js',
    'assets/logo.5e1f0a9b7c3d2e1f.svg',
    'remotes/calculator/assets/hero.0123456789abcdef.webp',
    'remotes/calculator/src_pages_HomePage_tsx.a1b2c3d4e5f6a7b8.js',
    'main.3f9a2c41d0b7e6a1b2c3.css',
  ])('caches the content-hashed file %s for a year', (path) => {
    expect(staticFileHeaders(path)['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['robots.txt', 'favicon.ico', 'assets/logo.svg', 'main.js', 'assets/deadbeef.js'])(
    'revalidates the unhashed file %s',
    (path) => {
      expect(staticFileHeaders(path)['cache-control']).toBe(NO_CACHE);
    },
  );

  it('lets a shell on any origin load the files of a remote', () => {
    expect(staticFileHeaders('remotes/calculator/remoteEntry.js')).toMatchObject({
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(staticFileHeaders('main.3f9a2c41d0b7e6a1b2c3.js')).not.toHaveProperty(
      'access-control-allow-origin',
    );
  });
});

describe('isSpaRoute', () => {
  it.each([
    ['GET', '/'],
    ['GET', '/laserschnitt-rechner'],
    ['HEAD', '/shop/bleche?sort=price'],
    ['GET', '/product/v1.5'.replace('.', '-')],
  ])('serves the app for %s %s', (method, url) => {
    expect(isSpaRoute(method, url)).toBe(true);
  });

  it.each([
    ['GET', '/api/unknown'],
    ['GET', '/api'],
    ['POST', '/konfigurator'],
    ['GET', '/missing.js'],
    ['GET', '/remotes/calculator/remoteEntry.js?v=1'],
  ])('answers 404 for %s %s', (method, url) => {
    expect(isSpaRoute(method, url)).toBe(false);
  });
});
