import { isAbsolute } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@shop/nest-kit';
import { loadGatewayConfig } from './gateway-config.js';

describe('loadGatewayConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      NATS_URL: 'nats://127.0.0.1:4222',
      SERVICE_TIMEOUT_MS: 2500,
      PUBLIC_ORIGIN: 'http://localhost:3000',
      LOG_LEVEL: 'info',
    });
    expect(config.WEB_ROOT).toMatch(/\/dist\/web$/);
    expect(isAbsolute(config.WEB_ROOT)).toBe(true);
  });

  it('makes a relative WEB_ROOT absolute', () => {
    expect(isAbsolute(loadGatewayConfig({ WEB_ROOT: 'dist/web' }).WEB_ROOT)).toBe(true);
  });

  it('lists every invalid variable at once', () => {
    let thrown: unknown;
    try {
      loadGatewayConfig({ PORT: 'abc', SERVICE_TIMEOUT_MS: '-1', NATS_URL: 'not a url' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const problems = (thrown as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/SERVICE_TIMEOUT_MS/);
    expect(problems).toMatch(/NATS_URL/);
  });

  it("uses the README's local-mode credentials outside production", () => {
    expect(loadGatewayConfig({})).toMatchObject({
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bleche-admin',
      SESSION_IDLE_MINUTES: 30,
      DB_SCHEMA: 'gateway',
      TRUST_PROXY: false,
      SESSION_COOKIE_SECURE: 'auto',
    });
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'seven-blue-sheets-of-steel',
      SESSION_SECRET: 'k'.repeat(40),
    };
    const problemsOf = (env: Record<string, string | undefined>): string => {
      try {
        loadGatewayConfig(env);
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
      return '';
    };

    it('accepts a strong admin password and a session secret, and makes the cookie Secure', () => {
      expect(loadGatewayConfig(production)).toMatchObject({
        ADMIN_PASSWORD: 'seven-blue-sheets-of-steel',
        SESSION_COOKIE_SECURE: 'true',
      });
    });

    it.each([
      ['a missing', undefined, /ADMIN_PASSWORD: is required in production/],
      ['a short', 'Sh0rt!', /ADMIN_PASSWORD: is too weak .* at least 12 characters/],
      ['a common', 'Password1234', /ADMIN_PASSWORD: is too weak .* commonly used password/],
      ['the local-mode', 'bleche-admin', /ADMIN_PASSWORD: is too weak .* commonly used password/],
      ['a username-based', 'admin-admin-admin', /ADMIN_PASSWORD: is too weak .* username/],
    ])('refuses %s admin password', (_label, password, message) => {
      expect(problemsOf({ ...production, ADMIN_PASSWORD: password })).toMatch(message);
    });

    it('requires a session secret', () => {
      expect(problemsOf({ ...production, SESSION_SECRET: undefined })).toMatch(
        /SESSION_SECRET: is required in production/,
      );
    });
  });
});

describe('session settings', () => {
  const production = {
    NODE_ENV: 'production',
    ADMIN_PASSWORD: 'seven-blue-sheets-of-steel',
    SESSION_SECRET: 'k'.repeat(40),
  };

  it('V7.3.2 absolute session timeout: 12 hours unless SESSION_ABSOLUTE_HOURS says otherwise', () => {
    expect(loadGatewayConfig({}).SESSION_ABSOLUTE_HOURS).toBe(12);
    expect(loadGatewayConfig({ SESSION_ABSOLUTE_HOURS: '0.001' }).SESSION_ABSOLUTE_HOURS).toBe(
      0.001,
    );
  });

  it('V3.3.1 __Host- cookie prefix: the session cookie is __Host-bleche_session in production', () => {
    expect(loadGatewayConfig(production).SESSION_COOKIE_NAME).toBe('__Host-bleche_session');
    expect(loadGatewayConfig({}).SESSION_COOKIE_NAME).toBe('bleche_session');
    // Over plain http ('auto') a browser would drop a __Host- cookie: the plain name stays.
    expect(
      loadGatewayConfig({ ...production, SESSION_COOKIE_SECURE: 'auto' }).SESSION_COOKIE_NAME,
    ).toBe('bleche_session');
  });
});
