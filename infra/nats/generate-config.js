#!/usr/bin/env node
// Writes infra/nats/nats-server.conf (users and subject permissions) from the one source of
// truth, packages/nest-kit/src/nats/nats-permissions.ts. Run after changing a subject or a
// permission; a unit test (packages/test-kit/src/nats-server-config.spec.ts) fails while the
// committed file differs from what this writes.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
execFileSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-b', join(root, 'packages/nest-kit')],
  { stdio: 'inherit' },
);
const { renderNatsServerConfig } = await import(join(root, 'packages/nest-kit/dist/index.js'));
const target = join(here, 'nats-server.conf');
writeFileSync(target, renderNatsServerConfig());
console.log(`Wrote ${target}`);
