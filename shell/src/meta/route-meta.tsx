import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@shop/ui';

/** Routes with default head texts in common.json (`meta.<page>Title` etc.). */
export type MetaPage =
  | 'home'
  | 'laser'
  | 'configurator'
  | 'shop'
  | 'product'
  | 'cart'
  | 'checkout'
  | 'orderConfirmation'
  | 'blog'
  | 'admin'
  | 'notFound';

const descriptionFallback: Partial<Record<MetaPage, MetaPage>> = { product: 'shop' };
const keywordsFallback: Partial<Record<MetaPage, MetaPage>> = {
  product: 'shop',
  cart: 'home',
  checkout: 'home',
  orderConfirmation: 'home',
  admin: 'home',
  notFound: 'home',
};

/**
 * The shell's default head for a route, in the current language. Rendered before the remote page
 * so the page's own `usePageMeta` (which runs later) can refine it.
 */
export function RouteMeta({ page }: { page: MetaPage }) {
  const { t } = useTranslation();
  // The path is a dependency too: /product/a -> /product/b keeps this element and its texts,
  // but the canonical address and og:url must follow the path.
  const { pathname } = useLocation();
  usePageMeta({
    path: pathname,
    title: t(`meta.${page}Title`),
    description: t(`meta.${descriptionFallback[page] ?? page}Description`),
    keywords: t(`meta.${keywordsFallback[page] ?? page}Keywords`),
  });
  return null;
}
