import type { ComponentType } from 'react';
import type { RemotePageId } from './remote-page-id';

/**
 * Remote pages whose module is already here, rendered directly instead of through a lazy
 * component: on the server every render needs its page at once (a render cannot wait), and in
 * the browser the first page is loaded before hydration so it hydrates without a loading state.
 */
const loadedPages = new Map<RemotePageId, ComponentType>();

export function setLoadedPage(id: RemotePageId, page: ComponentType): void {
  loadedPages.set(id, page);
}

export function forgetLoadedPage(id: RemotePageId): void {
  loadedPages.delete(id);
}

export function loadedPage(id: RemotePageId): ComponentType | undefined {
  return loadedPages.get(id);
}

/**
 * Stands in, on the server, for a page whose remote could not be loaded. Throwing inside the
 * page's Suspense boundary makes the server send the loading placeholder marked for the browser
 * to render: the visitor still gets the header, the footer and status 200, and the page itself
 * arrives as before server rendering.
 */
export function RenderInBrowser(): never {
  throw new Error(
    'This page is rendered in the browser: its remote is not available to the server',
  );
}
