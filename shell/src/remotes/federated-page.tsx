import { type ComponentType, type LazyExoticComponent } from 'react';
import { lazyRemotePage } from './load-remote-page';
import { forgetLoadedPage, loadedPage, RenderInBrowser } from './loaded-pages';
import { RemotePage } from './remote-page';
import type { RemotePageId } from './remote-page-id';

/** Lazy components are kept per page so navigating back does not load the remote again. */
const pageCache = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();

function cachedRemotePage(id: RemotePageId, fresh: boolean): ComponentType {
  if (typeof window === 'undefined') return loadedPage(id) ?? RenderInBrowser;
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

/** A page exposed by a remote, loaded through module federation. */
export function FederatedPage({ id }: { id: RemotePageId }) {
  return <RemotePage id={id} load={cachedRemotePage} />;
}
