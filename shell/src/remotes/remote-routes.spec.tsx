import { describe, expect, it } from '@jest/globals';
import { remotePageForPath } from './remote-routes';

describe('remotePageForPath', () => {
  it.each([
    ['/', 'calculator/HomePage'],
    ['/laserschnitt-rechner', 'calculator/LaserCalculatorPage'],
    ['/konfigurator/', 'configurator/ConfiguratorPage'],
    ['/bleche-shop', 'shop/ShopPage'],
    ['/product/rohre', 'shop/CategoryPage'],
    ['/warenkorb', 'shop/CartPage'],
    ['/kasse', 'shop/CheckoutPage'],
    ['/kasse/bestaetigung', 'shop/OrderConfirmationPage'],
    ['/admin-login', 'admin/AdminLoginPage'],
    ['/admin', 'admin/AdminPage'],
    ['/admin/products/edit/7', 'admin/AdminPage'],
  ])('finds the remote page for %s', (path, page) => {
    expect(remotePageForPath(path)).toBe(page);
  });

  it.each([
    '/product',
    '/product/rohre/extra',
    '/kasse/bestaetigung/extra',
    '/checkout',
    '/blog',
    '/gibt-es-nicht',
    '/administrator',
  ])('finds no remote page for %s', (path) => {
    expect(remotePageForPath(path)).toBeUndefined();
  });
});
