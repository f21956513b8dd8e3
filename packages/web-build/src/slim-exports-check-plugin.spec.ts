import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SlimExportsCheckPlugin } from './slim-exports-check-plugin.js';

// A shared module's exports are only known when it loads, so a name its slim subset lacks would
// be undefined at run time; the build refuses it instead. Built here with a stand-in package.
let dir: string;
let slimFile: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'slim-exports-'));
  writeFileSync(
    path.join(dir, 'router.js'),
    'export const Link = 1; export const useNavigate = 2;\n',
  );
  slimFile = path.join(dir, 'router-slim.js');
  writeFileSync(slimFile, "export { Link } from './router.js';\n");
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Builds an entry of `source` in which `shop-router` is the slimmed package; its errors. */
function build(source: string): Promise<string[]> {
  const entry = path.join(dir, `entry-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(entry, source);
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry,
    output: { path: path.join(dir, 'dist') },
    resolve: { alias: { 'shop-router$': path.join(dir, 'router.js') } },
    plugins: [new SlimExportsCheckPlugin({ 'shop-router': { file: slimFile } })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no build result'));
      else resolve(stats.compilation.errors.map((problem) => problem.message));
    });
  });
}

describe('SlimExportsCheckPlugin', () => {
  it('builds code that imports only what the subset provides', async () => {
    expect(await build("import { Link } from 'shop-router';\nconsole.log(Link);\n")).toEqual([]);
  });

  it('fails the build on a name the subset lacks, naming the file to extend', async () => {
    const errors = await build(
      "import { Link, useNavigate } from 'shop-router';\nconsole.log(Link, useNavigate);\n",
    );
    expect(errors).toEqual([
      expect.stringContaining(
        `imports 'useNavigate' from 'shop-router', which the shared subset does not provide: add it to ${slimFile}`,
      ),
    ]);
  });
});
