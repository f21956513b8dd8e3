import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { commonResources } from './common-resources';
import { changeLanguage, initI18n, registerNamespace } from './i18n';

beforeAll(async () => {
  registerNamespace('shop', {
    de: { heroTitle: 'Bleche & Stahlprodukte' },
    en: { heroTitle: 'Sheets & steel products' },
    pl: { heroTitle: 'Blachy i wyroby stalowe' },
  });
  await initI18n(commonResources);
});

describe('i18n', () => {
  it('starts in German and keeps a namespace registered before initialisation', () => {
    expect(i18next.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18next.t('shop:heroTitle')).toBe('Bleche & Stahlprodukte');
  });

  it('switches language, updates <html lang> and remembers the choice', async () => {
    await changeLanguage('pl');

    expect(i18next.t('notFound.title')).toBe('Nie znaleziono strony');
    expect(document.documentElement.lang).toBe('pl');
    expect(window.localStorage.getItem('language')).toBe('pl');
    await changeLanguage('de');
  });

  it('adds a remote namespace after initialisation in all three languages', async () => {
    registerNamespace('admin', {
      de: { title: 'Administration' },
      en: { title: 'Administration' },
      pl: { title: 'Administracja' },
    });
    await changeLanguage('pl');
    expect(i18next.t('admin:title')).toBe('Administracja');
    await changeLanguage('de');
  });
});
