import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * Lists in the shell's index.html every script chunk of the build (except lazy route chunks) as
 * a JSON data block, `<script type="application/json" id="shell-scripts">` (the CSP allows no
 * inline script). The shell's async chunks are all needed for the first render (shared singletons
 * + bootstrap), but the browser would only discover them one after another as each script runs;
 * the entry script preloads them all at once, after the page's HTML is painted
 * (shell/src/start/page-scripts.ts). Preload links in the head would instead share the connection
 * with the HTML's first screen.
 */
export const shellScriptsElementId = 'shell-scripts';

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
          data.assetTags.styles.push({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'PreloadChunksPlugin' },
            attributes: { type: 'application/json', id: shellScriptsElementId },
            innerHTML: JSON.stringify(chunkFiles),
          });
          return data;
        },
      );
    });
  }
}
