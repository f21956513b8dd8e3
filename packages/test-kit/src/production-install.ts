import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { buildServers } from './build-servers.js';
import { repoRoot } from './harness/processes.js';

const run = promisify(execFile);

/** The image recipe of every Node deployable (a service or the gateway). */
export const nodeDockerfile = 'infra/node/Dockerfile';

/**
 * The steps of {@link nodeDockerfile} that {@link installLikeImage} repeats, as the file says
 * them: if the recipe changes, {@link dockerfileStepsMissing} names the step to repeat anew.
 */
export const nodeImageSteps = [
  'RUN npx tsc -b "${APP}"',
  'RUN npm ci --no-audit --no-fund --ignore-scripts --omit=dev --workspace "${APP}"',
  'WORKDIR /app',
  'COPY --from=build /repo/package.json ./',
  'COPY --from=build /repo/node_modules ./node_modules',
  'COPY --from=build /repo/packages ./packages',
  'COPY --from=build /repo/${APP} ./${APP}',
  'CMD ["sh", "-c", "exec node \\"$APP_DIR/dist/main.js\\""]',
] as const;

/** The image recipe of the rendering server (its `render` target) and of the front ends. */
export const webDockerfile = 'infra/web/Dockerfile';

/**
 * The steps of {@link webDockerfile}'s `render` target that {@link installRendererLikeImage}
 * repeats, as the file says them.
 */
export const renderImageSteps = [
  'FROM ${NODE_IMAGE} AS render',
  'WORKDIR /app',
  'COPY --from=build /repo/shell/dist-server ./dist-server',
  'COPY --from=build /repo/shell/dist ./dist',
  'USER node',
  'CMD ["node", "dist-server/main.js"]',
] as const;

/**
 * The steps of a recipe's list that its Dockerfile no longer contains: by default those of
 * {@link nodeImageSteps} in {@link nodeDockerfile}.
 */
export function dockerfileStepsMissing(
  dockerfilePath: string = nodeDockerfile,
  steps: readonly string[] = nodeImageSteps,
): string[] {
  const dockerfile = readFileSync(`${repoRoot}${dockerfilePath}`, 'utf8');
  return steps.filter((step) => !dockerfile.includes(step));
}

/** A deployable installed as its image holds it. */
export interface ProductionInstall {
  /** The image's /app: package.json, node_modules, packages and the app's folder, nothing else. */
  readonly dir: string;
  /** The file the image's command runs, relative to {@link dir} (`gateway/dist/main.js`). */
  readonly main: string;
  /** Deletes the folder. */
  dispose(): void;
}

/**
 * Installs one Node deployable (`services/pricing`, `gateway`) in a throw-away folder the way
 * infra/node/Dockerfile builds its image: the app built with `tsc -b` (which builds the workspace
 * packages it references), then the package manifests with the lock file and the sources, then
 * `npm ci --omit=dev --workspace <app>` (that app's production dependencies only, workspace
 * packages as links), and finally only what the runtime stage copies. A dependency that the app
 * imports without declaring it is missing there, as it would be in the image.
 */
export async function installLikeImage(app: string): Promise<ProductionInstall> {
  await buildServers([app]);
  const dir = mkdtempSync(join(tmpdir(), `bleche-image-${basename(app)}-`));
  try {
    // The manifests stage: the lock file and every package.json of the repository.
    cpSync(`${repoRoot}package-lock.json`, join(dir, 'package-lock.json'));
    for (const manifest of workspaceManifests()) {
      mkdirSync(dirname(join(dir, manifest)), { recursive: true });
      cpSync(`${repoRoot}${manifest}`, join(dir, manifest));
    }
    // The build stage's sources with what `tsc -b` made of them (never anyone's node_modules).
    for (const folder of ['packages', 'services', 'gateway']) {
      cpSync(`${repoRoot}${folder}`, join(dir, folder), {
        recursive: true,
        filter: (source) => basename(source) !== 'node_modules',
      });
    }
    await run(
      'npm',
      [
        'ci',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--omit=dev',
        '--workspace',
        app,
        '--loglevel=error',
      ],
      { cwd: dir, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
    );
    // The runtime stage keeps package.json, node_modules, packages and the app alone.
    const kept = new Set(['package.json', 'node_modules', 'packages', app.split('/')[0]]);
    for (const entry of readdirSync(dir)) {
      if (!kept.has(entry)) rmSync(join(dir, entry), { recursive: true, force: true });
    }
    if (app.startsWith('services/')) {
      for (const service of readdirSync(join(dir, 'services'))) {
        if (`services/${service}` !== app)
          rmSync(join(dir, 'services', service), { recursive: true });
      }
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const { stderr = '' } = error as { stderr?: string };
    throw new Error(`installing ${app} as its image does failed:\n${stderr}`, { cause: error });
  }
  return {
    dir,
    main: `${app}/dist/main.js`,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Every package.json the image's manifests stage copies: the root's and each workspace's. */
function workspaceManifests(): string[] {
  const root = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as {
    workspaces: string[];
  };
  return ['package.json', ...root.workspaces.map((workspace) => `${workspace}/package.json`)];
}

/**
 * Installs the rendering server in a throw-away folder the way {@link webDockerfile}'s `render`
 * target holds it: the shell's server build (`dist-server`) and its browser build (`dist`, whose
 * index.html is the page template), nothing else; no node_modules, so a module the bundle does
 * not contain fails to load here as in the image. The shell must be built
 * (`npm run build:web`).
 */
export function installRendererLikeImage(): ProductionInstall {
  const main = 'dist-server/main.js';
  for (const built of [`shell/${main}`, 'shell/dist/index.html']) {
    if (!existsSync(`${repoRoot}${built}`)) {
      throw new Error(`${built} is missing: build the front ends first (npm run build:web)`);
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'bleche-image-render-'));
  cpSync(`${repoRoot}shell/dist-server`, join(dir, 'dist-server'), { recursive: true });
  cpSync(`${repoRoot}shell/dist`, join(dir, 'dist'), { recursive: true });
  return { dir, main, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
