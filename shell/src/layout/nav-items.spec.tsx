import { describe, expect, it } from '@jest/globals';
import { isNavItemActive, navItems } from './nav-items';
import { totalQuantity } from '../cart/use-cart-quantity';

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

describe('cart badge quantity', () => {
  it('adds up the quantities of all cart lines', () => {
    expect(totalQuantity({ items: [{ quantity: 2 }, { quantity: 3 }] })).toBe(5);
  });

  it('counts a missing cart (service not there yet) as empty', () => {
    expect(totalQuantity(null)).toBe(0);
    expect(totalQuantity(undefined)).toBe(0);
  });
});
