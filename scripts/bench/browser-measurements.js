// Parts F and G: the shop's and the configurator's own browser measurements, run as child
// processes against the system; each prints its figures as JSON on its last line.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '@shop/test-kit/harness';

/** Runs mf-shop's browser measurement against the system and returns the JSON it prints last. */
export async function measureCategoryFilter(baseUrl) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [`${repoRoot}mf-shop/bench/measure-filter.mjs`],
    { env: { ...process.env, BASE_URL: baseUrl }, timeout: 300_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}

/** Runs mf-configurator's browser measurement against the system; returns its last JSON line. */
export async function measureConfiguratorTyping(baseUrl) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [`${repoRoot}mf-configurator/bench/measure-typing.mjs`],
    { env: { ...process.env, BASE_URL: baseUrl }, timeout: 300_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}
