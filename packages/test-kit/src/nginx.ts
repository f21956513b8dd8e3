import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eventually } from './polling.js';
import { freePort } from './harness/ports.js';
import { repoRoot } from './harness/processes.js';
import { nginxBinary } from './harness/programs.js';

/** Debian's nginx (`apt-get install nginx-light`), which runs the web images' configs. */
const nginxPath = nginxBinary();

/** What {@link startNginx} serves, as one of the web images would. */
export interface NginxOptions {
  /** The server configuration's file in infra/web (`shell.conf.template`, `remote.conf`). */
  config: string;
  /** Values of its `${NAME}` placeholders, as the image's entrypoint substitutes them at start. */
  env?: Record<string, string>;
  /** Files to put under the web root, by path (`'index.html'`), with their content. */
  files?: Record<string, string>;
  /** Folders to copy under the web root, by target path (`'remotes/shop'`), from where they are. */
  folders?: Record<string, string>;
}

/** An nginx of one test: its address, and how to stop it. */
export interface RunningNginx {
  readonly url: string;
  /** Stops it (SIGQUIT, as `docker stop` does for the nginx images) and deletes its folder. */
  stop(): Promise<void>;
}

/**
 * Runs one of infra/web's server configurations with Debian's nginx under a throw-away prefix,
 * on a free port of 127.0.0.1, as the web images run it: the placeholders substituted, the shared
 * header snippet included from infra/web, the given files and folders as the web root. Resolves
 * once `/healthz` answers.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!nginxPath) throw new Error('nginx is not installed (apt-get install -y nginx-light)');
  const dir = mkdtempSync(join(tmpdir(), 'web-nginx-'));
  const html = join(dir, 'html');
  mkdirSync(html);
  for (const [name, content] of Object.entries(options.files ?? {})) {
    mkdirSync(dirname(join(html, name)), { recursive: true });
    writeFileSync(join(html, name), content);
  }
  for (const [target, source] of Object.entries(options.folders ?? {})) {
    cpSync(source, join(html, target), { recursive: true });
  }
  // nginx's workers may run as another user: let them read every folder and file.
  chmodSync(dir, 0o755);
  makeReadable(html);

  const port = await freePort();
  const env = options.env ?? {};
  const server = readFileSync(`${repoRoot}infra/web/${options.config}`, 'utf8')
    .replace(/\$\{([A-Z_]+)\}/g, (match, name: string) => env[name] ?? match)
    .replaceAll(
      '/etc/nginx/snippets/static-headers.conf',
      `${repoRoot}infra/web/static-headers.conf`,
    )
    .replace('root /usr/share/nginx/html;', `root ${html};`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'server.conf'), server);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  include ${dir}/server.conf;
}
`,
  );
  const child = spawn(nginxPath, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const running: RunningNginx = { url, stop: () => stopNginx(child, dir) };
  try {
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
      const health = await fetch(`${url}/healthz`);
      if (health.status !== 200) throw new Error(`/healthz answered ${health.status}`);
    }, 10_000);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

async function stopNginx(child: ChildProcess, dir: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGQUIT');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}

function makeReadable(folder: string): void {
  chmodSync(folder, 0o755);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) makeReadable(join(folder, entry.name));
    else chmodSync(join(folder, entry.name), 0o644);
  }
}
