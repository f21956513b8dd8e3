import { useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyRemotePage } from './load-remote-page';
import { forgetLoadedPage, isLeftToBrowser, loadedPage } from './loaded-pages';
import { RemotePage } from './remote-page';
import { RemotePageSkeleton } from './remote-page-skeleton';
import type { RemotePageId } from './remote-page-id';

/** Lazy components are kept per page so navigating back does not load the remote again. */
const pageCache = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();

function cachedRemotePage(id: RemotePageId, fresh: boolean): ComponentType {
  if (fresh) forgetLoadedPage(id);
  const loaded = loadedPage(id);
  if (loaded) return loaded;
  let page = pageCache.get(id);
  if (!page || fresh) {
    page = lazyRemotePage(id, fresh);
    pageCache.set(id, page);
  }
  return page;
}

const neverChanges = () => () => undefined;

/** True while rendering on the server and while hydrating, false in every later render. */
function useBeforeHydration(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

/**
 * A page the server sent as a loading placeholder: hydrated as that placeholder, then loaded. Kept
 * apart from the rendered pages because the hook's switch after hydration re-renders at once, and
 * a re-render that reached a server-rendered page would hydrate all of it in one blocking task.
 */
function BrowserRenderedPage({ id }: { id: RemotePageId }) {
  const beforeHydration = useBeforeHydration();
  if (beforeHydration) return <RemotePageSkeleton />;
  return <RemotePage id={id} load={cachedRemotePage} />;
}

/** A page exposed by a remote, loaded through module federation. */
export function FederatedPage({ id }: { id: RemotePageId }) {
  if (isLeftToBrowser(id)) return <BrowserRenderedPage id={id} />;
  return <RemotePage id={id} load={cachedRemotePage} />;
}
