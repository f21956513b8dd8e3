import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PreloadChunksPlugin } from './preload-chunks-plugin.js';
import { SlimExportsCheckPlugin } from './slim-exports-check-plugin.js';
import { ThemeInitPlugin, themeInitFile } from './theme-init-plugin.js';
import { BrowserStylesPlugin, createServerConfig } from './server-build.js';

const require = createRequire(import.meta.url);

/**
 * The singletons the shell owns and every remote borrows. Listed by hand (never spread from
 * package.json) so a new dependency is never shared by accident; versions come from the app's
 * package.json so a remote built against an incompatible major is reported at run time.
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
];

/**
 * Builds the `shared` block of a federation config from the app's package.json.
 * @param {{ dependencies?: Record<string, string> }} packageJson
 */
export function sharedConfig(packageJson) {
  const dependencies = packageJson.dependencies ?? {};
  const singletons = sharedSingletons.map((name) => {
    const requiredVersion = dependencies[name];
    if (!requiredVersion) {
      throw new Error(`shared singleton '${name}' is missing from the app's dependencies`);
    }
    const slim = slimSharedModules[name];
    if (slim) {
      // Provide only the used subset of the package (see the slim file) under the package's
      // key and version, so every build shares the same small module.
      return [
        name,
        {
          singleton: true,
          requiredVersion,
          import: slim.file,
          packageName: name,
          version: require(`${name}/package.json`).version,
        },
      ];
    }
    return [name, { singleton: true, requiredVersion }];
  });
  return Object.fromEntries([...singletons, ['zod/mini', zodShare]]);
}

const contractsSource = fileURLToPath(new URL('../../contracts/src/', import.meta.url));
// zod as the contracts resolve it, and the ES module entry of `zod/mini`, the API they use.
const contractsRequire = createRequire(path.join(contractsSource, '..', 'package.json'));
const zodPackage = contractsRequire('zod/package.json');
const zodEntry = path.join(
  path.dirname(contractsRequire.resolve('zod/package.json')),
  'mini/index.js',
);

/**
 * zod (`zod/mini`, as the used subset) is shared, so a page builds it once however many of its
 * apps parse with it. The contracts and the shop rules are not shared: each build keeps only the
 * schemas and rules its own code uses (both are marked free of side effects), and a page then
 * builds those instead of every schema of every service. The shared version names zod's version
 * and the subset (a hash of the slim file), and each build asks for exactly its own: a remote
 * built with another subset (one more zod function) brings and uses its own copy instead of
 * missing that function.
 */
const zodSlimFile = fileURLToPath(new URL('./zod-mini-slim.js', import.meta.url));
const zodSharedVersion = `${zodPackage.version}-slim.${createHash('sha256')
  .update(readFileSync(zodSlimFile))
  .digest('hex')
  .slice(0, 12)}`;
const zodShare = {
  import: zodSlimFile,
  packageName: 'zod',
  version: zodSharedVersion,
  requiredVersion: zodSharedVersion,
  strictVersion: true,
  singleton: false,
};

/** The layer of a web worker's modules (files named `*-worker.ts` and all they import). */
const workerLayer = 'web-worker';

/**
 * A web worker has no share scope, so the modules it imports take their own copy of zod instead
 * of the shared one: their request is turned into the file's path, which is not shared.
 */
class WorkerOwnZodPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('WorkerOwnZodPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('WorkerOwnZodPlugin', (data) => {
        if (data.contextInfo.issuerLayer === workerLayer && data.request === 'zod/mini') {
          data.request = zodEntry;
        }
      });
    });
  }
}

/**
 * Shared packages provided as a hand-picked subset. A shared module cannot be tree-shaken (any
 * consumer may need any export): react-router alone costs ~60 KB gzip whole, ~14 KB as used.
 * `complete` is the real package's file, reachable as `<name>-complete` for the slim file only.
 */
const slimSharedModules = {
  'react-router': {
    file: fileURLToPath(new URL('./react-router-slim.js', import.meta.url)),
    complete: packageFile('react-router', 'dist/production/index.js'),
  },
  '@tanstack/react-query': {
    file: fileURLToPath(new URL('./react-query-slim.js', import.meta.url)),
    complete: packageFile('@tanstack/react-query', 'build/modern/index.js'),
  },
  'react-i18next': {
    file: fileURLToPath(new URL('./react-i18next-slim.js', import.meta.url)),
    complete: packageFile('react-i18next', 'dist/es/index.js'),
  },
  'zod/mini': {
    file: zodSlimFile,
    complete: zodEntry,
  },
};

function packageFile(name, file) {
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
}

/**
 * @typedef {object} WebAppOptions
 * @property {string} name federation name: 'shell' or a remote's name
 * @property {string} appDir absolute directory of the app (holds package.json and src/)
 * @property {Record<string, string | string[]>} [exposes] a remote's exposed pages
 * @property {string} [title] title of the generated HTML page
 */

/** Dev-server ports; the shell's dev server points remotes.json at the remotes' dev servers. */
export const devPorts = {
  shell: 4100,
  calculator: 4101,
  configurator: 4102,
  shop: 4103,
  admin: 4104,
};

/** Where the gateway runs in development; every dev server proxies /api to it. */
const devApiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

function devRemotesManifest() {
  return Object.fromEntries(
    Object.entries(devPorts)
      .filter(([name]) => name !== 'shell')
      .map(([name, port]) => [name, `http://localhost:${port}/remoteEntry.js`]),
  );
}

/**
 * The webpack config of the shell (a federation host without remotes baked in: their URLs come
 * from remotes.json at run time) or of a remote (exposes pages through remoteEntry.js and also
 * runs alone through its own `index.ts` -> `bootstrap.tsx`).
 * @param {WebAppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createWebConfig(options) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    const isRemote = Boolean(options.exposes);
    const packageJson = require(path.join(options.appDir, 'package.json'));

    /** @type {import('webpack').Configuration} */
    const config = {
      name: 'browser',
      mode,
      context: options.appDir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.appDir, 'dist'),
        // The shell is served for every SPA path, so its assets need an absolute base; a remote's
        // chunks resolve next to wherever its remoteEntry.js was loaded from.
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? '[name].[fullhash].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // Sources import siblings with NodeNext-style '.js' suffixes in some packages.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: {
          ...Object.fromEntries(
            Object.entries(slimSharedModules).map(([name, slim]) => [
              `${name}-complete$`,
              slim.complete,
            ]),
          ),
          // The contracts, the shop rules, the locale formats and the part geometry are compiled
          // from source, like every front-end file, so a front-end build never depends on an
          // earlier `tsc -b` having produced their dist.
          '@shop/contracts$': fileURLToPath(
            new URL('../../contracts/src/index.ts', import.meta.url),
          ),
          '@shop/shop-rules$': fileURLToPath(
            new URL('../../shop-rules/src/index.ts', import.meta.url),
          ),
          '@shop/locale-formats$': fileURLToPath(
            new URL('../../locale-formats/src/index.ts', import.meta.url),
          ),
          '@shop/part-geometry$': fileURLToPath(
            new URL('../../part-geometry/src/index.ts', import.meta.url),
          ),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: { runtime: 'automatic', development: !production, refresh: false },
                  },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              { loader: require.resolve('css-loader'), options: { importLoaders: 1 } },
              {
                loader: require.resolve('postcss-loader'),
                options: {
                  postcssOptions: {
                    plugins: [
                      [
                        '@tailwindcss/postcss',
                        { base: path.join(options.appDir, 'src'), optimize: production },
                      ],
                    ],
                  },
                },
              },
            ],
          },
          // A worker's modules get a layer of their own (see WorkerOwnZodPlugin).
          { test: /-worker\.ts$/, layer: workerLayer },
        ],
      },
      experiments: { layers: true },
      optimization: {
        minimize: production,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            extractComments: false,
            terserOptions: { compress: true },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash].css' : '[name].css',
        }),
        new HtmlWebpackPlugin({
          template: fileURLToPath(new URL('./index.html', import.meta.url)),
          title: options.title ?? options.name,
          chunks: ['main'],
          publicPath: '/',
          headScripts: isRemote ? [] : [`/${themeInitFile}`],
        }),
        ...(isRemote ? [] : [new ThemeInitPlugin()]),
        new SlimExportsCheckPlugin(slimSharedModules),
        new WorkerOwnZodPlugin(),
        ...(isRemote ? [new BrowserStylesPlugin(options.name, options.exposes ?? {})] : []),
        ...(isRemote || !production ? [] : [new PreloadChunksPlugin()]),
        new ModuleFederationPlugin({
          name: options.name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: options.exposes } : {}),
          remotes: {},
          shared: sharedConfig(packageJson),
          shareStrategy: 'loaded-first',
          dts: false,
          // Trim the federation runtime carried by every entry: no manifest snapshots (remotes.json
          // names plain remoteEntry.js files), browser only, and remotes never load remotes.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web', disableRemote: isRemote },
          },
          manifest: false,
        }),
      ],
      devServer: {
        port: devPorts[/** @type {keyof typeof devPorts} */ (options.name)],
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: devApiTarget }],
        setupMiddlewares: (middlewares) => {
          if (!isRemote) {
            middlewares.unshift({
              name: 'remotes-manifest',
              path: '/remotes.json',
              middleware: (_request, response) => response.json(devRemotesManifest()),
            });
          }
          return middlewares;
        },
      },
    };
    if (!production) return config;
    // Production builds also make the server build that renders pages on the server.
    const server = createServerConfig({
      name: options.name,
      appDir: options.appDir,
      exposes: options.exposes,
      shared: sharedConfig(packageJson),
      resolve: config.resolve,
      rules: [config.module.rules[0]],
    });
    return [config, server];
  };
}
