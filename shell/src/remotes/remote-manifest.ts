import { registerRemotes } from '@module-federation/enhanced/runtime';

type RemoteManifest = Record<string, string>;

/** The remote that renders a path, so its entry can be fetched before the router asks for it. */
function remoteForPath(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '/laserschnitt-rechner') return 'calculator';
  if (pathname === '/konfigurator') return 'configurator';
  if (/^\/(shop|bleche-shop|product|warenkorb)(\/|$)/.test(pathname)) return 'shop';
  if (pathname.startsWith('/admin')) return 'admin';
  return undefined;
}

function preloadScript(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  if (new URL(url, window.location.href).origin !== window.location.origin) {
    link.crossOrigin = 'anonymous';
  }
  document.head.appendChild(link);
}

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

/**
 * Remote locations are read at run time, so a remote can be redeployed (or moved to another
 * origin) without rebuilding the shell. The fetch starts with the entry script, in parallel with
 * the shell's own chunks; remote pages wait for this promise before loading (load-remote-page.ts).
 */
export const remotesRegistered: Promise<void> = loadRemoteManifest().then((manifest) => {
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  const current = remoteForPath(window.location.pathname);
  const entry = current ? manifest[current] : undefined;
  if (entry) preloadScript(entry);
});
