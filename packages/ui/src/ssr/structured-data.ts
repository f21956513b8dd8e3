import { seller, type BlogPost, type Category, type Product } from '@shop/contracts';

/**
 * schema.org descriptions of what a page shows, for search engines and link previews. They go
 * into the server-rendered head only (useStructuredData); prices are the shop's net prices in EUR.
 */

export function organizationData(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: seller.name,
    url: seller.website,
    email: seller.email,
    telephone: seller.phone,
    vatID: seller.vatId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: seller.street,
      postalCode: seller.postalCode,
      addressLocality: seller.city,
      addressCountry: seller.country,
    },
  };
}

/** A category page: the category as a product with the range of its products' offers. */
export function categoryProductData(category: Category, products: readonly Product[]): object {
  const prices = products.map((product) => Number(product.price)).filter(Number.isFinite);
  const available = products.some((product) => product.inStock);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: category.name,
    description: category.description,
    brand: { '@type': 'Organization', name: seller.name },
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'EUR',
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: prices.length,
            availability: available
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
            seller: { '@type': 'Organization', name: seller.name },
          },
        }
      : {}),
  };
}

export function articleData(post: BlogPost): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.metaDescription || post.excerpt,
    datePublished: post.createdAt,
    inLanguage: post.language,
    author: { '@type': 'Organization', name: seller.name },
    publisher: { '@type': 'Organization', name: seller.name },
  };
}
