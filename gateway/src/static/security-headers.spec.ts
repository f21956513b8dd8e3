import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicyDirectives } from './content-security-policy.js';
import { gatewaySecurityHeaderOptions, securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: contentSecurityPolicyDirectives(['https://cdn.example.com'], false),
    },
    strictTransportSecurity: false,
  });

  it('sends a CSP that names the remote origin for scripts and fetches', () => {
    const csp = headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://cdn.example.com;");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends the other protective headers and no HSTS outside production', () => {
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('upgrades insecure requests and sends HSTS in production', () => {
    const production = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: contentSecurityPolicyDirectives([], true),
      },
    });
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(production['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('gatewaySecurityHeaderOptions', () => {
  it('V3 clickjacking defence: X-Frame-Options DENY (as nginx sends) besides frame-ancestors none', () => {
    const headers = securityHeaders(gatewaySecurityHeaderOptions([], false));
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('V3.4.1 HSTS: production answers carry Strict-Transport-Security for a year with subdomains', () => {
    const headers = securityHeaders(gatewaySecurityHeaderOptions([], true));
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
