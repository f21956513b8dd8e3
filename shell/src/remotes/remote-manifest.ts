import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { afterFirstPaint } from '../start/first-paint';
import type { RemotePageId } from './remote-page-id';
import { remotePageForPath } from './remote-routes';

type RemoteManifest = Record<string, string>;

async function loadRemoteManifest(init?: RequestInit): Promise<RemoteManifest> {
  try {
    // Served with no-cache: a redeployed remote is found on the next page load.
    const response = await fetch('/remotes.json', init);
    if (!response.ok) return {};
    return (await response.json()) as RemoteManifest;
  } catch {
    // Without the manifest every remote page shows its fallback; header and footer still work.
    return {};
  }
}

let registeredManifest: RemoteManifest = {};

const earlyPageLoads = new Map<RemotePageId, Promise<unknown>>();

/**
 * Remote locations are read at run time, so a remote can be redeployed (or moved to another
 * origin) without rebuilding the shell. The fetch starts once the page's HTML is painted, in
 * parallel with the shell's own chunks, and the first page's remote starts loading as soon as its
 * URL is known rather than after the shell has rendered. Remote pages wait for this promise
 * before loading.
 */
export const remotesRegistered: Promise<void> =
  // On the server the remotes come from their server builds (server/server-remotes.ts).
  typeof window === 'undefined' ? Promise.resolve() : afterFirstPaint().then(registerFromManifest);

function registerFromManifest(): Promise<void> {
  return loadRemoteManifest().then((manifest) => {
    registeredManifest = manifest;
    registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
    const firstPage = remotePageForPath(window.location.pathname);
    if (firstPage && manifest[firstPage.split('/')[0] ?? '']) {
      const loading = loadRemote(firstPage);
      // A failure surfaces when the page itself awaits this promise (and shows its fallback).
      loading.catch(() => undefined);
      earlyPageLoads.set(firstPage, loading);
    }
  });
}

/** The load started for the first page, handed out once (a retry must load afresh). */
export function takeEarlyPageLoad(id: RemotePageId): Promise<unknown> | undefined {
  const loading = earlyPageLoads.get(id);
  earlyPageLoads.delete(id);
  return loading;
}

/**
 * Reads the manifest again (bypassing the cache) and re-registers each remote whose address
 * changed, so a retry can recover from a manifest that was wrong or unreachable at start without
 * reloading the page. Remotes at the same address keep their loaded modules.
 */
export async function refreshRemoteManifest(): Promise<void> {
  await remotesRegistered;
  const manifest = await loadRemoteManifest({ cache: 'no-cache' });
  const changed = Object.entries(manifest).filter(
    ([name, entry]) => registeredManifest[name] !== entry,
  );
  if (changed.length === 0) return;
  registeredManifest = { ...registeredManifest, ...manifest };
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}
