export interface NavItem {
  to: string;
  labelKey: string;
  /** Paths (besides `to`) under which the link counts as the current section. */
  activePrefixes: string[];
}

export const navItems: NavItem[] = [
  { to: '/', labelKey: 'nav.calculator', activePrefixes: [] },
  { to: '/konfigurator', labelKey: 'nav.configurator', activePrefixes: [] },
  { to: '/laserschnitt-rechner', labelKey: 'nav.laserCalculator', activePrefixes: [] },
  { to: '/shop', labelKey: 'nav.shop', activePrefixes: ['/shop', '/bleche-shop', '/product'] },
];

/** Whether a nav item is the section of the current path (shop covers /shop/*). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to) return true;
  return item.activePrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
