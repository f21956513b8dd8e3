import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Category } from '@shop/contracts';
import { renderPage, stubFetch } from '@shop/ui/testing';
import ShopPage from './shop-page';

function category(slug: Category['slug'], name: string, productCount: number): Category {
  return {
    slug,
    name,
    description: `${name} ab Lager`,
    image: 'sheet',
    subcategories: [],
    productType: 'blacha',
    productCount,
  };
}

const categories: Category[] = [
  { ...category('i-traeger', 'I-Träger', 42), image: 'i-beam', productType: 'i_trager' },
  { ...category('rohre', 'Rohre', 1), image: 'round-tube', productType: 'rohr' },
  category('bleche', 'Bleche', 0),
];

async function renderShop(language: 'de' | 'en' | 'pl' = 'de') {
  return renderPage(
    <MemoryRouter initialEntries={['/shop']}>
      <ShopPage />
    </MemoryRouter>,
    language,
  );
}

const categoryLinks = () =>
  within(screen.getByRole('list', { name: 'Unsere Kategorien' })).getAllByRole('link');

afterEach(cleanup);

describe('ShopPage', () => {
  it('shows the hero, a card per category with its count and the three benefits', async () => {
    const requests = stubFetch(() => ({ status: 200, body: categories }));
    await renderShop();

    expect(screen.getByRole('heading', { level: 1, name: 'Bleche & Stahlprodukte' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Unsere Kategorien' });
    expect(requests.map((request) => request.path)).toEqual(['/api/categories?lang=de']);
    expect(categoryLinks().map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/shop/i-traeger', expect.stringContaining('42 Produkte')],
      ['/shop/rohre', expect.stringContaining('1 Produkt')],
      ['/shop/bleche', expect.stringContaining('Kategorie ansehen')],
    ]);
    expect(categoryLinks()[1]?.textContent).not.toContain('Produkte');
    for (const benefit of ['Große Auswahl', 'Schnelle Lieferung', 'Hohe Qualität']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeTruthy();
    }
  });

  it('draws each category with its cross-section', async () => {
    stubFetch(() => ({ status: 200, body: categories }));
    await renderShop();
    await screen.findByRole('list', { name: 'Unsere Kategorien' });

    expect(
      categoryLinks().map((link) => link.querySelector('svg')?.getAttribute('data-image')),
    ).toEqual(['i-beam', 'round-tube', 'sheet']);
  });

  it('offers another try when the categories cannot be loaded', async () => {
    stubFetch(() => ({
      status: 503,
      body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' },
    }));
    await renderShop();

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Die Kategorien konnten nicht geladen werden')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('speaks Polish with Polish plurals and asks for the categories in Polish', async () => {
    const requests = stubFetch(() => ({
      status: 200,
      body: [category('rohre', 'Rury', 3), category('bleche', 'Blachy', 5)],
    }));
    await renderShop('pl');

    expect(await screen.findByText(/3 produkty/)).toBeTruthy();
    expect(screen.getByText(/5 produktów/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rury' })).toBeTruthy();
    expect(requests.map((request) => request.path)).toEqual(['/api/categories?lang=pl']);
  });
});
