import { describe, expect, it } from '@jest/globals';
import type { Category, Product } from '@shop/contracts';
import { articleData, categoryProductData, organizationData } from './structured-data.js';

describe('structured data', () => {
  it('describes a category with the price range of its products', () => {
    const category = { name: 'Rundstäbe', description: 'Blank' } as Category;
    const products = [
      { price: '12.40', inStock: false },
      { price: '3.05', inStock: true },
      { price: '7.00', inStock: true },
    ] as Product[];

    expect(categoryProductData(category, products)).toMatchObject({
      '@type': 'Product',
      name: 'Rundstäbe',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'EUR',
        lowPrice: '3.05',
        highPrice: '12.40',
        offerCount: 3,
        availability: 'https://schema.org/InStock',
      },
    });
    expect(categoryProductData(category, [])).not.toHaveProperty('offers');
  });

  it('describes an article and the seller', () => {
    expect(
      articleData({
        slug: 'a',
        title: 'Laser',
        excerpt: 'Kurz',
        metaDescription: '',
        metaKeywords: '',
        content: '<p>x</p>',
        createdAt: '2026-03-14T00:00:00.000Z',
        language: 'de',
      }),
    ).toMatchObject({
      '@type': 'Article',
      headline: 'Laser',
      description: 'Kurz',
      inLanguage: 'de',
    });
    expect(organizationData()).toMatchObject({
      '@type': 'Organization',
      address: { postalCode: '44147', addressLocality: 'Dortmund' },
    });
  });
});
