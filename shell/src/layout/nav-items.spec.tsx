import { describe, expect, it } from '@jest/globals';
import { isNavItemActive, navItems } from './nav-items';

const shopItem = navItems.find((item) => item.to === '/shop')!;
const calculatorItem = navItems.find((item) => item.to === '/')!;

describe('header navigation', () => {
  it.each(['/shop', '/bleche-shop', '/shop/rohre', '/product/rohre'])(
    'highlights Shop on %s',
    (path) => {
      expect(isNavItemActive(shopItem, path)).toBe(true);
    },
  );

  it('highlights the calculator only on the home page', () => {
    expect(isNavItemActive(calculatorItem, '/')).toBe(true);
    expect(isNavItemActive(calculatorItem, '/shop')).toBe(false);
    expect(isNavItemActive(shopItem, '/shopping')).toBe(false);
  });
});
