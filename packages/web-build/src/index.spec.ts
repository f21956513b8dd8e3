import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { createWebConfig, devPorts, sharedConfig, sharedSingletons } from './index.js';
import { PreloadChunksPlugin } from './preload-chunks-plugin.js';
import { BrowserStylesPlugin } from './server-build.js';
import { ThemeInitPlugin, themeInitFile } from './theme-init-plugin.js';

/** What an app's package.json says of the shared singletons (and one package never shared). */
const dependencies = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-router': '^8.5.1',
  '@tanstack/react-query': '^5.108.0',
  i18next: '^27.1.5',
  'react-i18next': '^18.0.2',
  '@shop/ui': '*',
};

/** A remote as the calculator declares itself in its federation config. */
const calculator = {
  name: 'calculator',
  exposes: { './HomePage': ['./src/federation.setup.ts', './src/pages/home-page.tsx'] },
};

let appDir: string;

beforeAll(() => {
  appDir = mkdtempSync(path.join(tmpdir(), 'web-build-app-'));
  writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ dependencies }));
});

afterAll(() => {
  rmSync(appDir, { recursive: true, force: true });
});

/** The configurations webpack gets for `mode`: the browser build, then the server build if any. */
function configsFor(options: object, mode: 'development' | 'production'): Configuration[] {
  const made = createWebConfig({ appDir, ...options })(undefined, { mode }) as
    Configuration | Configuration[];
  return [made].flat();
}

function pluginOf<T>(config: Configuration, type: abstract new (...args: never[]) => T): T {
  const found = config.plugins?.filter((plugin): plugin is T & WebpackPluginInstance =>
    Boolean(plugin && plugin instanceof type),
  );
  expect(found).toHaveLength(1);
  return found![0]!;
}

/** The options a federation plugin was built with (it keeps them as given). */
function federationOf(config: Configuration): Record<string, unknown> {
  return (
    pluginOf(config, ModuleFederationPlugin) as unknown as { _options: Record<string, unknown> }
  )._options;
}

describe('sharedConfig', () => {
  it("shares exactly the listed singletons, each at the version range of the app's package.json", () => {
    const shared = sharedConfig({ dependencies });

    expect(Object.keys(shared).sort()).toEqual([...sharedSingletons, 'zod/mini'].sort());
    for (const name of sharedSingletons) {
      expect(shared[name]).toMatchObject({
        singleton: true,
        requiredVersion: dependencies[name as keyof typeof dependencies],
      });
    }
    // a dependency that is not a listed singleton stays the app's own
    expect(shared).not.toHaveProperty('@shop/ui');
  });

  it('provides react-router as its used subset, under its own name and installed version', () => {
    expect(sharedConfig({ dependencies })['react-router']).toEqual({
      singleton: true,
      requiredVersion: '^8.5.1',
      import: expect.stringMatching(/react-router-slim\.js$/),
      packageName: 'react-router',
      // the installed package's own version, which the range the app asks for accepts
      version: expect.stringMatching(/^8\.\d+\.\d+$/),
    });
  });

  it('shares zod/mini as one subset only: a build with another subset takes its own copy', () => {
    const zod = sharedConfig({ dependencies })['zod/mini'];

    expect(zod).toEqual({
      import: expect.stringMatching(/zod-mini-slim\.js$/),
      packageName: 'zod',
      // zod's version and a hash of the subset's file
      version: expect.stringMatching(/^\d+\.\d+\.\d+-slim\.[0-9a-f]{12}$/),
      requiredVersion: (zod as { version: string }).version,
      strictVersion: true,
      singleton: false,
    });
  });

  it('refuses an app without one of the singletons, naming it', () => {
    const { i18next: _missing, ...withoutI18next } = dependencies;
    expect(() => sharedConfig({ dependencies: withoutI18next })).toThrow(
      "shared singleton 'i18next' is missing from the app's dependencies",
    );
  });
});

describe('createWebConfig for a remote', () => {
  it('exposes its pages through remoteEntry.js, loaded from wherever it is served', () => {
    const [browser] = configsFor(calculator, 'production');

    expect(browser!.output).toMatchObject({
      path: path.join(appDir, 'dist'),
      publicPath: 'auto',
      uniqueName: 'calculator',
    });
    expect(federationOf(browser!)).toMatchObject({
      name: 'calculator',
      filename: 'remoteEntry.js',
      exposes: calculator.exposes,
      // never a remote's address in a build: the shell reads them from remotes.json at run time
      remotes: {},
      shared: sharedConfig({ dependencies }),
      shareStrategy: 'loaded-first',
    });
  });

  it("lists its pages' stylesheets for server rendering, and writes no shell page parts", () => {
    const [browser] = configsFor(calculator, 'production');

    pluginOf(browser!, BrowserStylesPlugin);
    expect(browser!.plugins?.some((plugin) => plugin instanceof ThemeInitPlugin)).toBe(false);
    expect(browser!.plugins?.some((plugin) => plugin instanceof PreloadChunksPlugin)).toBe(false);
    expect(pluginOf(browser!, HtmlWebpackPlugin).userOptions.headScripts).toEqual([]);
  });

  it('builds, in production, a server build of its own release that the browser build names', () => {
    const [browser, server] = configsFor(calculator, 'production');

    expect(browser!.name).toBe('browser');
    expect(server).toMatchObject({
      name: 'server',
      target: 'async-node',
      dependencies: ['browser'],
      entry: {},
    });
    expect(server!.output?.path).toMatch(
      new RegExp(`^${path.join(appDir, 'dist', 'server').replaceAll('\\', '\\\\')}/[0-9a-z]+$`),
    );
    expect(federationOf(server!)).toMatchObject({
      name: 'calculator',
      filename: 'remoteEntry.js',
      exposes: calculator.exposes,
      shared: sharedConfig({ dependencies }),
    });
  });

  it('runs alone in development on its own port, with source maps and the API proxied', () => {
    const configs = configsFor(calculator, 'development');

    expect(configs).toHaveLength(1);
    const [browser] = configs;
    expect(browser).toMatchObject({ mode: 'development', devtool: 'eval-cheap-module-source-map' });
    expect(browser!.output).toMatchObject({ filename: '[name].js', chunkFilename: '[name].js' });
    expect(browser!.devServer).toMatchObject({
      port: devPorts.calculator,
      proxy: [expect.objectContaining({ context: ['/api'] })],
    });
    expect(browser!.devServer.setupMiddlewares([])).toEqual([]);
  });
});

describe('createWebConfig for the shell', () => {
  it('is a federation host without remotes built in, serving its assets from the root', () => {
    const [browser] = configsFor({ name: 'shell' }, 'production');

    expect(browser!.output).toMatchObject({ publicPath: '/', uniqueName: 'shell' });
    const federation = federationOf(browser!);
    expect(federation).toMatchObject({ name: 'shell', remotes: {} });
    expect(federation).not.toHaveProperty('exposes');
    expect(federation).not.toHaveProperty('filename');
  });

  it('loads the stored theme before the first paint and lists the first chunks for preloading', () => {
    const [browser] = configsFor({ name: 'shell', title: 'Bleche' }, 'production');

    pluginOf(browser!, ThemeInitPlugin);
    pluginOf(browser!, PreloadChunksPlugin);
    expect(pluginOf(browser!, HtmlWebpackPlugin).userOptions).toMatchObject({
      title: 'Bleche',
      headScripts: [`/${themeInitFile}`],
    });
  });

  it('names its production files by content, so a new release is a new address', () => {
    const [browser] = configsFor({ name: 'shell' }, 'production');

    expect(browser).toMatchObject({ mode: 'production', devtool: false });
    expect(browser!.output).toMatchObject({
      filename: '[name].[fullhash].js',
      chunkFilename: '[name].[contenthash].js',
    });
  });

  it('builds the rendering server with the same shared singletons', () => {
    const [, server] = configsFor({ name: 'shell' }, 'production');

    expect(server).toMatchObject({
      name: 'server',
      target: 'async-node',
      entry: { main: './src/server/main.ts' },
      output: { path: path.join(appDir, 'dist-server'), library: { type: 'commonjs-module' } },
    });
    expect(server).not.toHaveProperty('dependencies');
    expect(federationOf(server!)).toMatchObject({
      name: 'shell',
      remotes: {},
      shared: sharedConfig({ dependencies }),
    });
  });

  it("answers /remotes.json in development with every remote's dev server", () => {
    const [browser] = configsFor({ name: 'shell' }, 'development');
    const [manifest] = browser!.devServer.setupMiddlewares([]) as Array<{
      path: string;
      middleware: (request: unknown, response: { json: (body: unknown) => void }) => void;
    }>;
    let answered: unknown;
    manifest!.middleware({}, { json: (body) => (answered = body) });

    expect(manifest!.path).toBe('/remotes.json');
    expect(answered).toEqual({
      calculator: `http://localhost:${devPorts.calculator}/remoteEntry.js`,
      configurator: `http://localhost:${devPorts.configurator}/remoteEntry.js`,
      shop: `http://localhost:${devPorts.shop}/remoteEntry.js`,
      admin: `http://localhost:${devPorts.admin}/remoteEntry.js`,
    });
    expect(browser!.devServer.port).toBe(devPorts.shell);
  });
});
