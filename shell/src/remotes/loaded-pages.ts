import type { ComponentType } from 'react';
import type { RemotePageId } from './remote-page-id';

/**
 * Remote pages whose module is already here, rendered directly instead of through a lazy
 * component: on the server every render needs its page at once (a render cannot wait), and in
 * the browser the first page is loaded before hydration so it hydrates without a loading state.
 */
const loadedPages = new Map<RemotePageId, ComponentType>();

/** The page the server sent as a loading placeholder, for the browser to render (see below). */
let pageLeftToBrowser: RemotePageId | undefined;

export function setLoadedPage(id: RemotePageId, page: ComponentType): void {
  loadedPages.set(id, page);
}

export function forgetLoadedPage(id: RemotePageId): void {
  loadedPages.delete(id);
}

export function loadedPage(id: RemotePageId): ComponentType | undefined {
  return loadedPages.get(id);
}

/** Told by the page state: the server rendered this page as a placeholder. */
export function setPageLeftToBrowser(id: RemotePageId | undefined): void {
  pageLeftToBrowser = id;
}

/**
 * Whether a page is rendered by the browser alone: the checkout and the admin area (the visitor's
 * own data, which the server does not read), or a page whose remote the server could not load.
 * The server then sends the page's loading placeholder, and the browser hydrates that same
 * placeholder before it loads and shows the page: header, footer and status stay as they are.
 */
export function isLeftToBrowser(id: RemotePageId): boolean {
  return typeof window === 'undefined' ? !loadedPages.has(id) : pageLeftToBrowser === id;
}
