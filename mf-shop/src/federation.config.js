/**
 * The shop remote. Each exposed page loads `federation.setup.ts` first: the remote's prefixed
 * stylesheet and its `shop` texts arrive with its code.
 */
export const federation = {
  name: 'shop',
  exposes: {
    './ShopPage': ['./src/federation.setup.ts', './src/pages/shop-page.tsx'],
    './CategoryPage': ['./src/federation.setup.ts', './src/pages/category-page.tsx'],
    './CartPage': ['./src/federation.setup.ts', './src/pages/cart-page.tsx'],
    './CheckoutPage': ['./src/federation.setup.ts', './src/pages/checkout-page.tsx'],
    './OrderConfirmationPage': [
      './src/federation.setup.ts',
      './src/pages/order-confirmation-page.tsx',
    ],
  },
};
