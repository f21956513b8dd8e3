import './remotes/remote-manifest';
import { afterFirstPaint, nextTask } from './start/first-paint';
import { preloadPageScripts } from './start/page-scripts';
import './styles.css';

// The stored theme is already on <html>: index.html's head loads theme-init.js before this file
// (packages/web-build/src/theme-init-plugin.js). Nothing here may import a shared singleton such
// as react statically: this entry runs before module federation has initialised them.

// The page's HTML is painted first; then every script it needs is fetched at once: the remote
// manifest (remote-manifest.ts), the shell's chunks and the page's remote scripts.
async function start(): Promise<void> {
  await afterFirstPaint();
  preloadPageScripts();
  // Asynchronous, so module federation initialises the shared singletons before any is used
  // (RUNTIME-006). React's DOM renderer, the largest module, runs in a task of its own.
  await import('react-dom/client');
  await nextTask();
  await import('./bootstrap');
}

void start();
