import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderPage } from '@shop/ui/testing';
import { Brand } from './brand';

afterEach(cleanup);

describe('Brand', () => {
  it.each([
    ['de', 'Bleche Administration – Zum Shop'],
    ['en', 'Bleche Administration – To the shop'],
    ['pl', 'Bleche Administracja – Do sklepu'],
  ] as const)(
    'in %s is named by the text it shows, then where it leads',
    async (language, name) => {
      await renderPage(
        <MemoryRouter>
          <Brand />
        </MemoryRouter>,
        language,
      );
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/');
    },
  );
});
