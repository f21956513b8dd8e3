import { describe, expect, it } from '@jest/globals';
import { loadGatewayConfig } from '../config/gateway-config.js';
import { isCrossSiteMutation, trustedOrigins } from './cross-site-requests.js';

const trusted = trustedOrigins(
  loadGatewayConfig({ PUBLIC_ORIGIN: 'https://shop.example', PORT: '3000' }),
);

describe('isCrossSiteMutation', () => {
  it('refuses a POST from a page of another origin', () => {
    expect(isCrossSiteMutation('POST', { origin: 'https://evil.example' }, trusted)).toBe(true);
  });

  it('refuses a mutation the browser marks as cross-site, even without an Origin', () => {
    expect(isCrossSiteMutation('DELETE', { 'sec-fetch-site': 'cross-site' }, trusted)).toBe(true);
  });

  it('refuses the opaque origin "null" of a sandboxed page', () => {
    expect(isCrossSiteMutation('PATCH', { origin: 'null' }, trusted)).toBe(true);
  });

  it('lets the public origin and the local addresses through', () => {
    for (const origin of [
      'https://shop.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:4100',
    ]) {
      expect(
        isCrossSiteMutation('POST', { origin, 'sec-fetch-site': 'same-origin' }, trusted),
      ).toBe(false);
    }
  });

  it('lets a request without Origin through (curl, server to server)', () => {
    expect(isCrossSiteMutation('POST', {}, trusted)).toBe(false);
  });

  it('never blocks reads', () => {
    expect(isCrossSiteMutation('GET', { origin: 'https://evil.example' }, trusted)).toBe(false);
  });

  it('trusts local addresses only outside production', () => {
    const production = trustedOrigins(
      loadGatewayConfig({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://shop.example',
        TRUSTED_ORIGINS: 'https://admin.shop.example/, https://www.shop.example',
        ADMIN_PASSWORD: 'correct horse battery staple',
        SESSION_SECRET: 'x'.repeat(40),
      }),
    );
    expect([...production].sort()).toEqual([
      'https://admin.shop.example',
      'https://shop.example',
      'https://www.shop.example',
    ]);
  });
});
