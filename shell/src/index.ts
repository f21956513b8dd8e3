import './remotes/remote-manifest';
import './styles.css';

// The stored theme is already on <html>: index.html's head loads theme-init.js before this file
// (packages/web-build/src/theme-init-plugin.js). Nothing here may import a shared singleton such
// as react: this entry runs before module federation has initialised them.

// Asynchronous, so module federation initialises the shared singletons before any is used
// (RUNTIME-006). The remote manifest is fetched meanwhile (remote-manifest.ts).
void import('./bootstrap');
