import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);

/** Where a remote's browser build lists the stylesheets its exposed pages need. */
export const browserStylesFile = 'browser-styles.json';
/** Where a remote tells a rendering server which server build to load (beside remoteEntry.js). */
export const serverEntryFile = 'server-entry.json';

/** A stylesheet's content: its content hash, else the file's own text. */
function contentHashOf(compilation, file) {
  const hash = compilation.getAsset(file)?.info.contenthash;
  return hash
    ? [hash].flat().join()
    : (compilation.getAsset(file)?.source.source().toString() ?? file);
}

/**
 * Writes `browser-styles.json` into a remote's browser build: the stylesheets its exposed pages
 * load (all of them, and each page's own) and the scripts each page needs at once. A
 * server-rendered page puts its styles into its head and lists its scripts for the shell to fetch,
 * so the page is styled before any script and hydrates sooner.
 */
export class BrowserStylesPlugin {
  /**
   * @param {string} containerName
   * @param {Record<string, string | string[]>} exposes
   */
  constructor(containerName, exposes) {
    this.containerName = containerName;
    this.exposes = exposes;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BrowserStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BrowserStylesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const container = compilation.entrypoints.get(this.containerName);
          /** The stylesheets of a chunk group and of every group it may load later. */
          const stylesheetsOf = (root) => {
            const files = new Set();
            const seen = new Set();
            const visit = (group) => {
              if (seen.has(group)) return;
              seen.add(group);
              for (const chunk of group.chunks) {
                for (const file of chunk.files) if (file.endsWith('.css')) files.add(file);
              }
              for (const child of group.childrenIterable) visit(child);
            };
            visit(root);
            return [...files].sort();
          };
          const css = container ? stylesheetsOf(container) : [];
          // Per exposed page: the scripts it needs at once (not its lazy parts), for preloading,
          // and its stylesheets. Every page imports the remote's one stylesheet, so two pages'
          // chunks carry the same rules under two names; a page lists each content once.
          const scripts = {};
          const styles = {};
          for (const group of container?.childrenIterable ?? []) {
            const requests = group.origins.map((origin) => origin.request);
            const exposed = Object.entries(this.exposes).find(([, files]) =>
              [files].flat().some((file) => requests.includes(file)),
            );
            if (!exposed) continue;
            const page = exposed[0].replace(/^\.\//, '');
            scripts[page] = [...group.chunks]
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => file.endsWith('.js'));
            const contents = new Set();
            styles[page] = stylesheetsOf(group).filter((file) => {
              const content = contentHashOf(compilation, file);
              if (contents.has(content)) return false;
              contents.add(content);
              return true;
            });
          }
          compilation.emitAsset(
            browserStylesFile,
            new webpack.sources.RawSource(`${JSON.stringify({ css, styles, scripts })}\n`),
          );
        },
      );
    });
  }
}

/**
 * Writes `server-entry.json` beside the remote's browser files: the server build's entry (in a
 * folder of its own per build, so a server that loaded an older build keeps working and a new
 * one is a new address) and the browser stylesheets of the same release.
 */
class ServerEntryPlugin {
  /** @param {{ browserDir: string, entryPath: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ServerEntryPlugin', () => {
      const stylesPath = path.join(this.options.browserDir, browserStylesFile);
      const {
        css = [],
        styles = {},
        scripts = {},
      } = existsSync(stylesPath) ? JSON.parse(readFileSync(stylesPath, 'utf8')) : {};
      compiler.outputFileSystem.writeFileSync(
        path.join(this.options.browserDir, serverEntryFile),
        `${JSON.stringify({ entry: this.options.entryPath, css, styles, scripts }, null, 2)}\n`,
      );
    });
  }
}

/**
 * Marks the rendering server's folder as CommonJS: the app's package.json says "type": "module",
 * and Node would otherwise read the bundle and its chunks as ES modules.
 */
class CommonJsPackagePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsPackagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CommonJsPackagePlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () =>
          compilation.emitAsset(
            'package.json',
            new webpack.sources.RawSource('{ "type": "commonjs" }\n'),
          ),
      );
    });
  }
}

/**
 * The server build of the shell (the rendering server, `dist-server/main.js`) or of a remote
 * (`dist/server/<build>/remoteEntry.js`, loaded by the rendering server over HTTP from the
 * remote's own origin). Both use module federation's node runtime with the same shared singletons
 * as the browser builds, so a remote's page renders with the server's one React.
 * @param {{ name: string, appDir: string, exposes?: Record<string, string | string[]>,
 *   shared: Record<string, unknown>, resolve: import('webpack').ResolveOptions,
 *   rules: import('webpack').RuleSetRule[] }} options
 * @returns {import('webpack').Configuration}
 */
export function createServerConfig(options) {
  const isRemote = Boolean(options.exposes);
  const buildId = Date.now().toString(36);
  const browserDir = path.join(options.appDir, 'dist');
  const outputPath = isRemote
    ? path.join(browserDir, 'server', buildId)
    : path.join(options.appDir, 'dist-server');
  return {
    name: 'server',
    mode: 'production',
    context: options.appDir,
    ...(isRemote ? { entry: {} } : { entry: { main: './src/server/main.ts' } }),
    target: 'async-node',
    devtool: false,
    ...(isRemote ? { dependencies: ['browser'] } : {}),
    output: {
      path: outputPath,
      // Chunks resolve next to wherever remoteEntry.js was fetched from (an empty public path
      // makes the node runtime use the entry's own address).
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash].js',
      library: { type: 'commonjs-module' },
      uniqueName: `${options.name}-server`,
      clean: true,
    },
    resolve: options.resolve,
    module: {
      rules: [
        // Packages marked "type": "commonjs" would make webpack read the federation runtime's
        // generated ESM entry as CommonJS; javascript/auto accepts both.
        { test: /\.m?js$/, type: 'javascript/auto', resolve: { fullySpecified: false } },
        ...options.rules,
        { test: /\.css$/, use: require.resolve('./empty-module-loader.cjs') },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new ModuleFederationPlugin({
        name: options.name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: options.exposes } : {}),
        remotes: {},
        library: { type: 'commonjs-module', name: options.name },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shared: options.shared,
        dts: false,
        manifest: false,
        experiments: { asyncStartup: true },
      }),
      isRemote
        ? new ServerEntryPlugin({ browserDir, entryPath: `server/${buildId}/remoteEntry.js` })
        : new CommonJsPackagePlugin(),
    ],
  };
}
