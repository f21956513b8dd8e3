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
});
