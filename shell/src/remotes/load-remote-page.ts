import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type HomePage from 'calculator/HomePage';
import type { RemotePageId } from './remote-page-id';
import { refreshRemoteManifest, remotesRegistered, takeEarlyPageLoad } from './remote-manifest';

/** Every exposed page has the shape of the calculator's home page (remote-modules.d.ts). */
type PageModule = { default: typeof HomePage };

/**
 * A lazy component for a remote page. Each call makes a fresh lazy component, so a retry after a
 * failed load really loads again (React caches a lazy component's rejected promise); a retry
 * (`afterFailure`) also re-reads the manifest, in case the remote's address was what failed.
 */
export function lazyRemotePage(
  id: RemotePageId,
  afterFailure = false,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    await (afterFailure ? refreshRemoteManifest() : remotesRegistered);
    const early = takeEarlyPageLoad(id) as Promise<PageModule | null> | undefined;
    const module = await (early ?? loadRemote<PageModule>(id));
    if (!module?.default) throw new Error(`Remote page ${id} did not load`);
    return { default: module.default };
  });
}
