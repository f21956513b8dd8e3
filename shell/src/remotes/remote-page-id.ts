/** Every page a remote exposes, as `<remote>/<ExposedName>`. */
export type RemotePageId =
  | 'calculator/HomePage'
  | 'calculator/LaserCalculatorPage'
  | 'configurator/ConfiguratorPage'
  | 'shop/ShopPage'
  | 'shop/CategoryPage'
  | 'shop/CartPage'
  | 'shop/CheckoutPage'
  | 'shop/OrderConfirmationPage'
  | 'admin/AdminLoginPage'
  | 'admin/AdminPage';
