// The product form reads the categories from here.
export { getCategories, useCategories } from '@shop/ui';
