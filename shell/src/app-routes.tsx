import { Navigate, Route, Routes, useParams } from 'react-router';
import { canonicalCategorySlug } from '@shop/contracts';
import { PublicLayout } from './layout/public-layout';
import { AdminLayout } from './layout/admin-layout';
import { FederatedPage } from './remotes/federated-page';
import { RouteMeta } from './meta/route-meta';
import { NotFoundPage } from './pages/not-found-page';
import { remoteRoutes, type RemoteRoute } from './remotes/remote-routes';
import { BlogArticlePage } from './blog/pages/blog-article-page';
import { BlogListPage } from './blog/pages/blog-list-page';

/** SPEC 2: /shop/{category} only redirects; an alias spelling lands on the canonical slug. */
function ShopCategoryRedirect() {
  const { category = '' } = useParams();
  const slug = canonicalCategorySlug(category) ?? category;
  return <Navigate to={`/product/${encodeURIComponent(slug)}`} replace />;
}

function remoteRouteElements(layout: RemoteRoute['layout']) {
  return remoteRoutes
    .filter((route) => route.layout === layout)
    .map((route) => (
      <Route
        key={route.path}
        path={route.path}
        element={
          <>
            <RouteMeta page={route.meta} />
            <FederatedPage id={route.page} />
          </>
        }
      />
    ));
}

/** Routes map to remote pages (remote-routes.ts); the shell never imports a remote's routes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {remoteRouteElements('public')}
        <Route path="shop/:category" element={<ShopCategoryRedirect />} />
        <Route path="cart" element={<Navigate to="/warenkorb" replace />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogArticlePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<AdminLayout />}>{remoteRouteElements('admin')}</Route>
    </Routes>
  );
}
