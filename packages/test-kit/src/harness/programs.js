// The programs outside npm that `npm test` calls, where this machine has them, and how to install
// each on Debian. The one list: `npm test` checks it before its first step, `.ci/run` installs
// what is missing from it, and the suites find the binaries through it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * The first of `candidates` that is an executable file, or undefined.
 * @param {string[]} candidates
 */
function firstExecutable(candidates) {
  return candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * `name` found on PATH, as a shell would find it, or undefined.
 * @param {string} name
 */
function onPath(name, env = process.env) {
  const folders = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return firstExecutable(folders.map((folder) => path.join(folder, name)));
}

/** Where Debian's nats-server is, or undefined (a private NATS for tests needs it). */
export function natsServerBinary() {
  return firstExecutable([
    '/usr/sbin/nats-server',
    '/usr/bin/nats-server',
    '/usr/local/bin/nats-server',
  ]);
}

/** Where Debian's nginx is, or undefined (the web images' configuration runs on it). */
export function nginxBinary() {
  return firstExecutable(['/usr/sbin/nginx', '/usr/bin/nginx']);
}

/** The browser the suite drives; CHROMIUM_PATH overrides Debian's /usr/bin/chromium. */
export function chromiumBinary(env = process.env) {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * The interpreter the DXF audit runs ezdxf in: Debian's own, so a pyenv or venv python earlier
 * on PATH cannot hide the Debian package.
 */
export const systemPython = '/usr/bin/python3';

/**
 * A program `npm test` needs.
 * @typedef {object} Program
 * @property {string} name what the message calls it
 * @property {string} neededFor which step or tests call it
 * @property {string} debianPackage the package that installs it (`apt-get install -y <package>`)
 * @property {() => boolean} isInstalled
 */

/** @type {readonly Program[]} */
export const programs = Object.freeze([
  {
    name: 'nats-server',
    neededFor: 'the integration and browser tests, which run a NATS server of their own',
    debianPackage: 'nats-server',
    isInstalled: () => natsServerBinary() !== undefined,
  },
  {
    name: 'Chromium',
    neededFor:
      'the browser tests (Playwright drives Debian\u2019s chromium; nothing is downloaded)',
    debianPackage: 'chromium',
    isInstalled: () => firstExecutable([chromiumBinary()]) !== undefined,
  },
  {
    name: 'poppler-utils (pdftotext, pdfinfo, pdffonts)',
    neededFor: 'the tests that read the PDFs the shop writes',
    debianPackage: 'poppler-utils',
    isInstalled: () => ['pdftotext', 'pdfinfo', 'pdffonts'].every((tool) => onPath(tool)),
  },
  {
    name: 'ezdxf (Python)',
    neededFor: 'the unit tests that audit exported DXF files as a CAD program reads them',
    debianPackage: 'python3-ezdxf',
    isInstalled: () => spawnSync(systemPython, ['-c', 'import ezdxf']).status === 0,
  },
  {
    name: 'docker-compose',
    neededFor: 'the check of docker-compose.yml (`docker-compose config`; no Docker engine needed)',
    debianPackage: 'docker-compose',
    isInstalled: () => onPath('docker-compose') !== undefined,
  },
  {
    name: 'nginx',
    neededFor:
      'the deployables step, which serves the built front ends with the web images\u2019 nginx',
    debianPackage: 'nginx-light',
    isInstalled: () => nginxBinary() !== undefined,
  },
]);

/** The programs this machine lacks, in the order of {@link programs}. */
export function missingPrograms() {
  return programs.filter((program) => !program.isInstalled());
}

/**
 * One message naming each missing program, why it is needed and the command that installs it;
 * null when nothing is missing.
 * @param {readonly Program[]} missing
 */
export function describeMissingPrograms(missing) {
  if (missing.length === 0) return null;
  return [
    `Missing ${missing.length === 1 ? 'a program' : 'programs'} the tests need:`,
    ...missing.flatMap((program) => [
      '',
      `  ${program.name}: ${program.neededFor}`,
      `    install it: apt-get install -y ${program.debianPackage}`,
    ]),
    ...(missing.length > 1
      ? ['', `All at once: apt-get install -y ${missing.map((p) => p.debianPackage).join(' ')}`]
      : []),
  ].join('\n');
}
