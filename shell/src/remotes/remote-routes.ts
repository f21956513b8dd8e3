import type { MetaPage } from '../meta/route-meta';
import type { RemotePageId } from './remote-page-id';

/** A path the shell renders with a remote's page. */
export interface RemoteRoute {
  /** Router path: literal segments, `:param` segments and a final `*` for "and below". */
  path: string;
  page: RemotePageId;
  meta: MetaPage;
  /** Admin pages are shown without the public header and footer. */
  layout: 'public' | 'admin';
  /**
   * Whether the server renders the page itself. The checkout and the admin area show only the
   * visitor's own data, which the server does not read; they render in the browser.
   */
  serverRendered: boolean;
}

/**
 * The one table of remote pages. The router is built from it, and so is the early load of the
 * first page's remote, which runs before the router (and react-router) exist.
 */
export const remoteRoutes: readonly RemoteRoute[] = [
  { path: '/', page: 'calculator/HomePage', meta: 'home', layout: 'public', serverRendered: true },
  {
    path: '/laserschnitt-rechner',
    page: 'calculator/LaserCalculatorPage',
    meta: 'laser',
    layout: 'public',
    serverRendered: true,
  },
  {
    path: '/konfigurator',
    page: 'configurator/ConfiguratorPage',
    meta: 'configurator',
    layout: 'public',
    serverRendered: true,
  },
  { path: '/shop', page: 'shop/ShopPage', meta: 'shop', layout: 'public', serverRendered: true },
  {
    path: '/bleche-shop',
    page: 'shop/ShopPage',
    meta: 'shop',
    layout: 'public',
    serverRendered: true,
  },
  {
    path: '/product/:category',
    page: 'shop/CategoryPage',
    meta: 'product',
    layout: 'public',
    serverRendered: true,
  },
  {
    path: '/warenkorb',
    page: 'shop/CartPage',
    meta: 'cart',
    layout: 'public',
    serverRendered: true,
  },
  {
    path: '/kasse',
    page: 'shop/CheckoutPage',
    meta: 'checkout',
    layout: 'public',
    serverRendered: false,
  },
  {
    path: '/kasse/bestaetigung',
    page: 'shop/OrderConfirmationPage',
    meta: 'orderConfirmation',
    layout: 'public',
    serverRendered: false,
  },
  {
    path: '/admin-login',
    page: 'admin/AdminLoginPage',
    meta: 'admin',
    layout: 'admin',
    serverRendered: false,
  },
  {
    path: '/admin/*',
    page: 'admin/AdminPage',
    meta: 'admin',
    layout: 'admin',
    serverRendered: false,
  },
];

/** The remote page that renders a path, so it can start loading before the router asks for it. */
export function remotePageForPath(pathname: string): RemotePageId | undefined {
  return remoteRouteForPath(pathname)?.page;
}

export function remoteRouteForPath(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find((route) => matchesPath(route.path, pathname));
}

/** The router's matching for our patterns: `*` also matches nothing (`/admin/*` covers `/admin`). */
export function matchesPath(pattern: string, pathname: string): boolean {
  const patternSegments = pattern.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  const matchesBelow = patternSegments.at(-1) === '*';
  if (matchesBelow) patternSegments.pop();
  if (
    matchesBelow
      ? segments.length < patternSegments.length
      : segments.length !== patternSegments.length
  ) {
    return false;
  }
  return patternSegments.every(
    (segment, index) => segment.startsWith(':') || segment === segments[index],
  );
}
