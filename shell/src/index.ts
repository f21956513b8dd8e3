import { registerRemotes } from '@module-federation/enhanced/runtime';
import { applyTheme, readStoredTheme } from '@shop/ui';
import './styles.css';

// First thing on the page (the CSP forbids an inline script in index.html): a dark-mode visitor
// should not see the light theme while the rest loads.
applyTheme(readStoredTheme());

type RemoteManifest = Record<string, string>;

/**
 * Remote locations are read at run time, so a remote can be redeployed (or moved to another
 * origin) without rebuilding the shell. They must be registered before the asynchronous
 * bootstrap import, in this module, or shared modules are consumed eagerly (RUNTIME-006).
 */
async function loadRemoteManifest(): Promise<RemoteManifest> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) return {};
    return (await response.json()) as RemoteManifest;
  } catch {
    // Without the manifest every remote page shows its fallback; header and footer still work.
    return {};
  }
}

loadRemoteManifest()
  .then((manifest) => {
    registerRemotes(
      Object.entries(manifest).map(([name, entry]) => ({ name, entry, type: 'global' as const })),
    );
  })
  .finally(() => import('./bootstrap'));
