import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { commonResources, initI18n } from '@shop/ui';
import { CookieBanner } from './cookie-banner';

beforeAll(async () => {
  await initI18n(commonResources);
});

beforeEach(() => window.localStorage.clear());

describe('CookieBanner', () => {
  it('asks until the visitor accepts, then remembers the choice', () => {
    const { unmount } = render(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Akzeptieren' }));

    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(window.localStorage.getItem('cookie-consent')).toBe('accepted');
    unmount();
    render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('stores a decline as well', () => {
    render(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));

    expect(window.localStorage.getItem('cookie-consent')).toBe('declined');
  });
});
