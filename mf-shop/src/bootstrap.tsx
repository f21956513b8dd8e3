import { renderStandalone } from '@shop/ui/standalone';
import '@shop/ui/styles.css';
import './federation.setup';
import ShopPage from './pages/shop-page';
import CategoryPage from './pages/category-page';
import CartPage from './pages/cart-page';
import CheckoutPage from './pages/checkout-page';
import OrderConfirmationPage from './pages/order-confirmation-page';

void renderStandalone([
  { path: '/', element: <ShopPage /> },
  { path: '/shop', element: <ShopPage /> },
  { path: '/bleche-shop', element: <ShopPage /> },
  { path: '/product/:category', element: <CategoryPage /> },
  { path: '/warenkorb', element: <CartPage /> },
  { path: '/kasse', element: <CheckoutPage /> },
  { path: '/kasse/bestaetigung', element: <OrderConfirmationPage /> },
]);
