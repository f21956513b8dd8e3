#!/usr/bin/env node
// Offline check of docker-compose.yml (no Docker engine needed):
//   node scripts/validate-compose.js [compose file]
// 1. `docker-compose config` (Debian's docker-compose 1.29) must accept it: typos, wrong types and
//    bad `depends_on` conditions are rejected. Placeholder secrets are passed in the environment,
//    as `.env` would; none is in the repo.
// 2. On the rendered file: every `condition: service_healthy` names a service with a health
//    check, every built service has one, and the stores keep their data (volumes, Redis AOF,
//    NATS JetStream), and ADMIN_PASSWORD / SESSION_SECRET come from the environment only.
// 3. NATS runs with the generated users (infra/nats/nats-server.conf); every built service signs
//    in as its own user (NATS_USER = its name) with its password from the environment.
// Exit code 0 when all is well, 1 with the problems printed, 2 when docker-compose is missing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The NATS users of infra/nats/nats-server.conf, one per built Node service. */
export const natsUsers = ['gateway', 'pricing', 'catalogue', 'cart', 'content', 'orders'];

/** Placeholder secrets with the lengths the gateway demands (never real values). */
export const placeholderSecrets = {
  ADMIN_PASSWORD: 'abcdefghijklmnop',
  SESSION_SECRET: '0123456789abcdef0123456789abcdef',
  ...Object.fromEntries(
    natsUsers.map((user) => [natsPasswordVariable(user), `placeholder-nats-${user}-password`]),
  ),
};

function natsPasswordVariable(user) {
  return `NATS_${user.toUpperCase()}_PASSWORD`;
}

/** Returns { problems, missingTool } for a compose file. */
export function validateCompose(file = path.join(root, 'docker-compose.yml')) {
  const result = spawnSync('docker-compose', ['-f', file, 'config'], {
    cwd: path.dirname(file),
    encoding: 'utf8',
    env: { ...process.env, ...placeholderSecrets },
  });
  if (result.error?.code === 'ENOENT') {
    return {
      problems: ['docker-compose is not installed (apt-get install docker-compose)'],
      missingTool: true,
    };
  }
  if (result.status !== 0) return { problems: [result.stderr.trim()], missingTool: false };

  const problems = [];
  const { services = {}, volumes = {} } = parse(result.stdout);
  for (const [name, service] of Object.entries(services)) {
    if (service.build && !service.healthcheck)
      problems.push(`${name}: built here but no healthcheck`);
    for (const [dependency, options] of Object.entries(service.depends_on ?? {})) {
      if (!services[dependency]) problems.push(`${name}: depends on unknown service ${dependency}`);
      else if (options?.condition === 'service_healthy' && !services[dependency].healthcheck) {
        problems.push(`${name}: waits for ${dependency} to be healthy, which has no healthcheck`);
      }
    }
  }
  // docker-compose 1.29 renders volumes as `source:target:mode`; newer tools as objects.
  // The secrets must come from the environment (`.env`), so they render as our placeholders.
  for (const [name, service] of Object.entries(services)) {
    for (const [key, placeholder] of Object.entries(placeholderSecrets)) {
      const value = service.environment?.[key];
      if (value !== undefined && value !== placeholder) {
        problems.push(`${name}: ${key} is set in the file; it must come from .env`);
      }
    }
  }
  const volumeOf = (name, target) =>
    (services[name]?.volumes ?? []).some((volume) => {
      const [source, mountedAt] =
        typeof volume === 'string' ? volume.split(':') : [volume.source, volume.target];
      return mountedAt === target && source in volumes;
    });
  if (!volumeOf('postgres', '/var/lib/postgresql/data')) problems.push('postgres: no data volume');
  if (!volumeOf('redis', '/data')) problems.push('redis: no data volume');
  const redisCommand = [services.redis?.command ?? []].flat().join(' ');
  if (!redisCommand.includes('--appendonly yes')) {
    problems.push('redis: append-only persistence (--appendonly yes) is off');
  }
  const natsCommand = [services.nats?.command ?? []].flat().join(' ');
  if (!natsCommand.includes('--jetstream') || !volumeOf('nats', '/data')) {
    problems.push('nats: JetStream with its store in a volume is required');
  }
  if (!natsCommand.includes('--config /etc/nats/nats-server.conf')) {
    problems.push('nats: must run with the generated users (--config /etc/nats/nats-server.conf)');
  }
  const natsConfigMounted = (services.nats?.volumes ?? []).some((volume) =>
    (typeof volume === 'string' ? volume : `${volume.source}:${volume.target}`).includes(
      'infra/nats/nats-server.conf:/etc/nats/nats-server.conf',
    ),
  );
  if (!natsConfigMounted) problems.push('nats: infra/nats/nats-server.conf is not mounted');
  for (const user of natsUsers) {
    const variable = natsPasswordVariable(user);
    if (services.nats?.environment?.[variable] !== placeholderSecrets[variable]) {
      problems.push(`nats: ${variable} must come from .env`);
    }
    const environment = services[user]?.environment ?? {};
    if (
      environment.NATS_USER !== user ||
      environment.NATS_PASSWORD !== placeholderSecrets[variable]
    ) {
      problems.push(`${user}: must sign in to NATS as ${user} with ${variable} from .env`);
    }
  }
  return { problems, missingTool: false };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const { problems, missingTool } = validateCompose(file);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`compose: ${problem}`);
    process.exit(missingTool ? 2 : 1);
  }
  console.log(`${path.relative(root, file ?? path.join(root, 'docker-compose.yml'))}: valid`);
}
