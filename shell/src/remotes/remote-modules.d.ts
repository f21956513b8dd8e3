// Types of the pages the remotes expose (dts generation is off; see TOOLCHAIN.md). Each page is
// a default-exported component without props.
declare module 'calculator/HomePage' {
  import { type ComponentType } from 'react';
  const page: ComponentType;
  export default page;
}
declare module 'calculator/LaserCalculatorPage' {
  import { type ComponentType } from 'react';
  const page: ComponentType;
  export default page;
}
declare module 'configurator/ConfiguratorPage' {
  import { type ComponentType } from 'react';
  const page: ComponentType;
  export default page;
}
declare module 'shop/ShopPage' {
  import { type ComponentType } from 'react';
  const page: ComponentType;
  export default page;
}
declare module 'shop/CategoryPage' {
  import { type ComponentType } from 'react';
  const page: ComponentType;
  export default page;
}
declare module 'shop/CartPage' {
  import { type ComponentType } from 'react';
  const page: ComponentType;
  export default page;
}
declare module 'shop/CheckoutPage' {
  import { type ComponentType } from 'react';
  const page: ComponentType;
  export default page;
}
declare module 'shop/OrderConfirmationPage' {
  import { type ComponentType } from 'react';
  const page: ComponentType;
  export default page;
}
declare module 'admin/AdminLoginPage' {
  import { type ComponentType } from 'react';
  const page: ComponentType;
  export default page;
}
declare module 'admin/AdminPage' {
  import { type ComponentType } from 'react';
  const page: ComponentType;
  export default page;
}
