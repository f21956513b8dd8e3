import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { repoRoot } from './harness/processes.js';

const run = promisify(execFile);

/**
 * Builds the given projects (folders relative to the repository root) as `npm start` does
 * (`tsc -b`, incremental), so the tests run the real `dist/main.js` of each. Test files may run in
 * parallel workers, so the build is serialised with a lock file.
 */
export async function buildServers(projects: readonly string[]): Promise<void> {
  const tsc = `${repoRoot}node_modules/typescript/bin/tsc`;
  try {
    await run(
      'flock',
      ['/tmp/bleche-server-build.lock', process.execPath, tsc, '-b', ...projects],
      {
        cwd: repoRoot,
      },
    );
  } catch (error) {
    // tsc reports compile errors on stdout, which the bare "Command failed" would hide.
    const { stdout = '' } = error as { stdout?: string };
    throw new Error(`building ${projects.join(', ')} failed:\n${stdout}`, { cause: error });
  }
  for (const main of projects.map((project) => `${project}/dist/main.js`)) {
    if (!existsSync(`${repoRoot}${main}`)) throw new Error(`${main} was not built`);
  }
}
