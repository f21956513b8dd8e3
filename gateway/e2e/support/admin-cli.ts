import { spawn } from 'node:child_process';
import { repoRoot, testDatabaseUrl } from '@shop/test-kit';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built admin CLI (`npm run admin:user` without its build step), stdin piped. */
export async function runAdminCli(
  args: string[],
  options: { stdin?: string; env?: Record<string, string> } = {},
): Promise<CliResult> {
  const child = spawn(process.execPath, [`${repoRoot}gateway/dist/cli/admin-user.js`, ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: testDatabaseUrl,
      ADMIN_PASSWORD: undefined,
      ...options.env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.stdin ?? '');
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}
