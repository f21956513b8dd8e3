import { takeEarlyPageLoad, remotesRegistered } from '../remotes/remote-manifest';
import { remoteRouteForPath } from '../remotes/remote-routes';
import { isLeftToBrowser, setLoadedPage } from '../remotes/loaded-pages';
import { shellPageForPath } from './shell-pages';
import type { ComponentType } from 'react';

/**
 * Loads the code of the page the server rendered before the browser hydrates it, so hydration
 * finds the page itself and not a loading state. A remote that fails to load is left to the
 * page's own loading and retry.
 */
export async function preloadFirstPage(pathname: string): Promise<void> {
  const shellPage = shellPageForPath(pathname);
  if (shellPage) {
    await shellPage.preload().catch(() => undefined);
    return;
  }
  const route = remoteRouteForPath(pathname);
  if (!route || isLeftToBrowser(route.page)) return;
  await remotesRegistered;
  const loading = takeEarlyPageLoad(route.page) as
    Promise<{ default?: ComponentType } | null> | undefined;
  const module = await loading?.catch(() => undefined);
  if (module?.default) setLoadedPage(route.page, module.default);
}
