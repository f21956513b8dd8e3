import { Navigate, Route, Routes, useParams } from 'react-router';
import { PublicLayout } from './layout/public-layout';
import { AdminLayout } from './layout/admin-layout';
import { FederatedPage } from './remotes/federated-page';
import { RouteMeta } from './meta/route-meta';
import { NotFoundPage } from './pages/not-found-page';
import { BlogPage } from './pages/blog-page';

function ShopCategoryRedirect() {
  const { category = '' } = useParams();
  return <Navigate to={`/product/${category}`} replace />;
}

/** Routes map to remote pages; the shell never imports a remote's routes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route
          index
          element={
            <>
              <RouteMeta page="home" />
              <FederatedPage id="calculator/HomePage" />
            </>
          }
        />
        <Route
          path="laserschnitt-rechner"
          element={
            <>
              <RouteMeta page="laser" />
              <FederatedPage id="calculator/LaserCalculatorPage" />
            </>
          }
        />
        <Route
          path="konfigurator"
          element={
            <>
              <RouteMeta page="configurator" />
              <FederatedPage id="configurator/ConfiguratorPage" />
            </>
          }
        />
        {['shop', 'bleche-shop'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                <RouteMeta page="shop" />
                <FederatedPage id="shop/ShopPage" />
              </>
            }
          />
        ))}
        <Route path="shop/:category" element={<ShopCategoryRedirect />} />
        <Route
          path="product/:category"
          element={
            <>
              <RouteMeta page="product" />
              <FederatedPage id="shop/CategoryPage" />
            </>
          }
        />
        <Route
          path="warenkorb"
          element={
            <>
              <RouteMeta page="cart" />
              <FederatedPage id="shop/CartPage" />
            </>
          }
        />
        <Route path="cart" element={<Navigate to="/warenkorb" replace />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/:slug" element={<BlogPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<AdminLayout />}>
        <Route
          path="admin-login"
          element={
            <>
              <RouteMeta page="admin" />
              <FederatedPage id="admin/AdminLoginPage" />
            </>
          }
        />
        <Route
          path="admin/*"
          element={
            <>
              <RouteMeta page="admin" />
              <FederatedPage id="admin/AdminPage" />
            </>
          }
        />
      </Route>
    </Routes>
  );
}
