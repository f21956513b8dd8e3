import webpack from 'webpack';

/**
 * The stored theme must be on <html> before the first paint, or a dark-theme visitor sees the
 * light page flash while the shell's JavaScript loads. The CSP forbids inline scripts, so the
 * host's index.html loads this tiny same-origin file, blocking, from <head>. It mirrors
 * readStoredTheme/applyTheme in packages/ui/src/theme/theme.ts (key 'theme', class 'dark');
 * the shell applies the theme again with those functions when it starts.
 */
const source = `try{if(localStorage.getItem('theme')==='dark')document.documentElement.classList.add('dark')}catch(e){}\n`;

export const themeInitFile = 'theme-init.js';

export class ThemeInitPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ThemeInitPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ThemeInitPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(themeInitFile, new webpack.sources.RawSource(source)),
      );
    });
  }
}
