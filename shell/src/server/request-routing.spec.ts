import { describe, expect, it } from '@jest/globals';
import { pickLanguage, redirectFor } from './request-routing';

describe('pickLanguage', () => {
  it('takes the stored choice from the lang cookie first', () => {
    expect(pickLanguage('theme=dark; lang=pl', 'en-GB,en;q=0.9')).toBe('pl');
  });

  it('else the best supported language the browser asks for', () => {
    expect(pickLanguage(undefined, 'fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7')).toBe('en');
    expect(pickLanguage('lang=xx', 'pl-PL')).toBe('pl');
    expect(pickLanguage(undefined, 'de;q=0.5, en;q=0.9')).toBe('en');
  });

  it('else German', () => {
    expect(pickLanguage(undefined, undefined)).toBe('de');
    expect(pickLanguage('', 'fr, es;q=0.5')).toBe('de');
    expect(pickLanguage(undefined, 'en;q=0')).toBe('de');
  });
});

describe('redirectFor', () => {
  it('sends the old shop paths to the canonical category page', () => {
    expect(redirectFor('/shop/rundstaebe')).toBe('/product/rundstaebe');
    expect(redirectFor('/cart')).toBe('/warenkorb');
    expect(redirectFor('/checkout')).toBe('/kasse');
  });

  it('sends an alias spelling of a category to its canonical address', () => {
    expect(redirectFor('/product/i-trager')).toBe('/product/i-traeger');
    expect(redirectFor('/shop/rundstabe')).toBe('/product/rundstaebe');
  });

  it('leaves pages that render as they are', () => {
    expect(redirectFor('/product/rundstaebe')).toBeUndefined();
    expect(redirectFor('/')).toBeUndefined();
    expect(redirectFor('/blog/x')).toBeUndefined();
  });
});
