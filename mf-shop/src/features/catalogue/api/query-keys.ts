/** Every query key of the shop's catalogue pages, so cache reads and invalidation agree on them. */
export const catalogueKeys = {
  categories: () => ['categories'] as const,
  category: (slug: string) => ['categories', slug] as const,
  products: (category: string) => ['products', { category }] as const,
};
