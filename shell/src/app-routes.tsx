import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { canonicalCategorySlug } from '@shop/contracts';
import { PublicLayout } from './layout/public-layout';
import { AdminLayout } from './layout/admin-layout';
import { FederatedPage } from './remotes/federated-page';
import { RouteMeta } from './meta/route-meta';
import { NotFoundPage } from './pages/not-found-page';
import { remoteRoutes, type RemoteRoute } from './remotes/remote-routes';
import { RemotePageSkeleton } from './remotes/remote-page-skeleton';
import { BlogArticlePage, BlogListPage } from './routes/shell-pages';

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RemotePageSkeleton />}>{children}</Suspense>;
}

/** /shop/{category} only redirects; an alias spelling lands on the canonical slug. */
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
        <Route path="checkout" element={<Navigate to="/kasse" replace />} />
        <Route
          path="blog"
          element={
            <Lazy>
              <BlogListPage />
            </Lazy>
          }
        />
        <Route
          path="blog/:slug"
          element={
            <Lazy>
              <BlogArticlePage />
            </Lazy>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<AdminLayout />}>{remoteRouteElements('admin')}</Route>
    </Routes>
  );
}
