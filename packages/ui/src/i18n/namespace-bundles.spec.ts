import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { ensureNamespaceBundles } from './namespace-bundles.js';

describe('ensureNamespaceBundles', () => {
  it('adds a remote texts once and replaces them when a new release brings others', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: {} });
    const release1 = { de: { title: 'Alt' }, en: { title: 'Old' } };
    ensureNamespaceBundles(i18n, 'shop', release1);
    expect(i18n.t('title', { ns: 'shop' })).toBe('Old');

    i18n.addResourceBundle('en', 'shop', { title: 'Changed elsewhere' }, true, true);
    ensureNamespaceBundles(i18n, 'shop', release1);
    // The same bundles are not put in again on every render.
    expect(i18n.t('title', { ns: 'shop' })).toBe('Changed elsewhere');

    ensureNamespaceBundles(i18n, 'shop', { de: { title: 'Neu' }, en: { title: 'New' } });
    expect(i18n.t('title', { ns: 'shop' })).toBe('New');
    expect(i18n.t('title', { ns: 'shop', lng: 'de' })).toBe('Neu');
  });
});
