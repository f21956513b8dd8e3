import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';

// The deployment files (docker-compose.yml, infra/k8s) are checked by the same scripts as
// `npm run validate:deploy`, run as child processes exactly as a developer would.
const root = path.resolve(import.meta.dirname, '../../..');

function run(script: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

const temporaryDirectories: string[] = [];

function copyOfBase(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'bleche-k8s-'));
  temporaryDirectories.push(directory);
  cpSync(path.join(root, 'infra/k8s/base'), directory, { recursive: true });
  return directory;
}

afterAll(() => {
  for (const directory of temporaryDirectories) rmSync(directory, { recursive: true, force: true });
});

describe('deployment manifests', () => {
  it('docker-compose.yml passes docker-compose config and the compose checks', () => {
    const result = run('validate-compose.js');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('rejects a compose file with a misspelt depends_on condition', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'bleche-compose-'));
    temporaryDirectories.push(directory);
    const file = path.join(directory, 'docker-compose.yml');
    const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    writeFileSync(file, compose.replace('condition: service_healthy', 'condition: service_healty'));
    const result = run('validate-compose.js', file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('service_healty');
  });

  it('the Kubernetes base and production overlay render and validate', () => {
    const result = run('validate-k8s.js');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/infra\/k8s\/base: \d+ objects valid/);
    expect(result.stdout).toMatch(/infra\/k8s\/overlays\/production: \d+ objects valid/);
  });

  it('rejects a manifest with a misspelt field', () => {
    const directory = copyOfBase();
    const file = path.join(directory, 'pricing.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('readinessProbe:', 'readinesProbe:'));
    const result = run('validate-k8s.js', directory);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('readinesProbe: unknown field');
  });

  it('rejects a wrong type and a dangling reference', () => {
    const directory = copyOfBase();
    const cart = path.join(directory, 'cart.yaml');
    writeFileSync(cart, readFileSync(cart, 'utf8').replace('replicas: 2', 'replicas: two'));
    const ingress = path.join(directory, 'ingress.yaml');
    writeFileSync(
      ingress,
      readFileSync(ingress, 'utf8').replace('name: web-shop', 'name: web-shoop'),
    );
    const result = run('validate-k8s.js', directory);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Deployment/cart: data/spec/replicas must be integer');
    expect(result.stderr).toContain('no Service web-shoop');
  });
});
