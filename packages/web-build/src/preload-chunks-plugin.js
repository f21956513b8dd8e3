import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * Adds `<link rel="preload">` tags to the shell's index.html for every script chunk of the build
 * (except lazy route chunks) and for extra URLs (remotes.json). The shell's async chunks are all needed for the first render
 * (shared singletons + bootstrap), but the browser would only discover them after main.js ran;
 * preloading saves that round trip on a slow connection. The scripts are preloaded at low
 * priority: the page is painted from the HTML alone, and at the usual high priority of a script
 * they would count (and compete) as if the first paint waited for them.
 */
/**
 * Chunks named `lazy-…` (`import(/* webpackChunkName: "lazy-blog" *\/ …)`) belong to pages a
 * visitor may never open, such as the blog: they load when their route renders, not at start.
 */
const LAZY_CHUNK_PREFIX = 'lazy-';

/**
 * A shared module's local fallback, loaded only when the share scope has no acceptable version.
 * In the shell the provided copy (a different chunk with the same code) is what gets loaded.
 */
function isConsumeFallback(group) {
  return (
    group.origins.length > 0 &&
    group.origins.every((origin) => origin.module?.constructor?.name === 'ConsumeSharedModule')
  );
}

export class PreloadChunksPlugin {
  /** @param {{ extraFetches?: string[] }} [options] */
  constructor(options = {}) {
    this.extraFetches = options.extraFetches ?? [];
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(
        'PreloadChunksPlugin',
        (data) => {
          const publicPath = data.publicPath;
          const entryFiles = new Set(data.assetTags.scripts.map((tag) => tag.attributes.src));
          const chunkFiles = [...compilation.chunkGroups]
            .filter(
              (group) =>
                !group.isInitial() &&
                !isConsumeFallback(group) &&
                !group.name?.startsWith(LAZY_CHUNK_PREFIX),
            )
            .flatMap((group) => group.chunks)
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js'))
            .map((file) => `${publicPath}${file}`)
            .filter((href, index, all) => !entryFiles.has(href) && all.indexOf(href) === index);
          const tags = [
            ...this.extraFetches.map((href) => ({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'PreloadChunksPlugin' },
              attributes: { rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' },
            })),
            ...chunkFiles.map((href) => ({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'PreloadChunksPlugin' },
              attributes: { rel: 'preload', as: 'script', href, fetchpriority: 'low' },
            })),
          ];
          data.assetTags.styles.push(...tags);
          return data;
        },
      );
    });
  }
}
