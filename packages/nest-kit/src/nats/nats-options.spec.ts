import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, natsConfigSchema } from '../config/load-config.js';
import { natsConnectionOptions } from './nats-options.js';

describe('NATS credentials of a process (NATS_USER / NATS_PASSWORD)', () => {
  it('V13 service authentication: signs in as NATS_USER with its own inbox prefix', () => {
    const config = loadConfig(natsConfigSchema, {
      NATS_URL: 'nats://nats:4222',
      NATS_USER: 'cart',
      NATS_PASSWORD: 'secret',
    });
    expect(natsConnectionOptions(config, 'cart')).toMatchObject({
      servers: ['nats://nats:4222'],
      user: 'cart',
      pass: 'secret',
      inboxPrefix: '_INBOX_cart',
    });
  });

  it('connects anonymously when neither is set (a local NATS without users)', () => {
    const options = natsConnectionOptions(loadConfig(natsConfigSchema, {}), 'cart');
    expect(options).not.toHaveProperty('user');
    expect(options).not.toHaveProperty('pass');
    expect(options).not.toHaveProperty('inboxPrefix');
  });

  it('V13 refuses a user without a password, or a password without a user', () => {
    for (const env of [{ NATS_USER: 'cart' }, { NATS_PASSWORD: 'secret' }]) {
      const config = loadConfig(natsConfigSchema, env);
      expect(() => natsConnectionOptions(config, 'cart')).toThrow(ConfigError);
    }
  });

  it('refuses an empty password and a user name that is no NATS user name', () => {
    expect(() =>
      loadConfig(natsConfigSchema, { NATS_USER: 'Cart Service', NATS_PASSWORD: '' }),
    ).toThrow(/NATS_USER[\s\S]*NATS_PASSWORD/);
  });
});
