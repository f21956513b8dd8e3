import { describe, expect, it } from '@jest/globals';
import {
  apiDocsContentSecurityPolicyDirectives,
  contentSecurityPolicyDirectives,
  remoteOrigins,
} from './content-security-policy.js';

describe('remoteOrigins', () => {
  it('collects the origins of absolute remote URLs, once each', () => {
    expect(
      remoteOrigins({
        calculator: 'https://cdn.example.com/calculator/remoteEntry.js',
        configurator: '/remotes/configurator/remoteEntry.js',
        shop: 'http://localhost:4001/remoteEntry.js',
        admin: 'https://cdn.example.com/admin/remoteEntry.js',
      }),
    ).toEqual(['http://localhost:4001', 'https://cdn.example.com']);
  });

  it.each([[null], [[]], ['text'], [{ calculator: 42 }], [{ calculator: 'javascript:alert(1)' }]])(
    'ignores a manifest it cannot use: %j',
    (manifest) => {
      expect(remoteOrigins(manifest)).toEqual([]);
    },
  );
});

describe('contentSecurityPolicyDirectives', () => {
  const directives = contentSecurityPolicyDirectives(['https://cdn.example.com'], false);

  it('allows scripts and fetches from us and the remote origins only', () => {
    expect(directives['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  it('forbids plugins, <base> and framing', () => {
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('upgrades insecure requests only in production', () => {
    expect(directives['upgrade-insecure-requests']).toBeNull();
    expect(contentSecurityPolicyDirectives([], true)['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('apiDocsContentSecurityPolicyDirectives', () => {
  const directives = apiDocsContentSecurityPolicyDirectives(false);

  it('allows nothing but what the API reference loads: its own scripts, styles and fetches', () => {
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
  });

  it("allows no inline style but Swagger UI's logo, by its hash", () => {
    expect(directives['style-src']).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-[\w+/]+=*'$/),
    ]);
  });

  it('forbids plugins, <base>, form posts and framing, and upgrades requests only in production', () => {
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['upgrade-insecure-requests']).toBeNull();
    expect(apiDocsContentSecurityPolicyDirectives(true)['upgrade-insecure-requests']).toEqual([]);
  });
});
