import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { ensureCommonTexts, loadCommonTexts } from './common-texts';
import { changeLanguage, initI18n } from './i18n';

beforeAll(async () => {
  await initI18n(await loadCommonTexts('de'), 'de');
});

describe('the shell texts, one language at a time', () => {
  it('starts with only the language the page shows', () => {
    expect(i18next.t('notFound.title')).toBe('Seite nicht gefunden');
    expect(i18next.hasResourceBundle('pl', 'common')).toBe(false);
    expect(i18next.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('loads a language before switching to it, so no key shows in between', async () => {
    await changeLanguage('pl');
    expect(i18next.t('notFound.title')).toBe('Nie znaleziono strony');
    expect(i18next.hasResourceBundle('en', 'common')).toBe(false);
    await changeLanguage('de');
  });

  it('keeps texts it already has', async () => {
    i18next.addResourceBundle('en', 'common', { notFound: { title: 'Kept' } });
    await ensureCommonTexts('en');
    expect(i18next.getFixedT('en')('notFound.title')).toBe('Kept');
  });
});
