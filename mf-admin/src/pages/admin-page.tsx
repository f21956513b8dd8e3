import { Navigate, Route, Routes } from 'react-router';
import { ButtonLink, usePageMeta } from '@shop/ui';
import { AccountSecurity } from '../features/account/components/account-security';
import { AdminHeader } from '../features/admin-shell/components/admin-header';
import { AdminWorkspace } from '../features/admin-shell/components/admin-workspace';
import { LogoutButton } from '../features/admin-shell/components/logout-button';
import { SessionGate } from '../features/admin-shell/components/session-gate';
import { useAdminTranslation } from '../i18n/admin-translations';
import { OrderDetailScreen } from '../features/orders/components/order-detail-screen';
import { ProductFormScreen } from '../features/product-form/components/product-form-screen';

/**
 * Routes /admin and /admin/* (the shell mounts this page for all of them): the tabs at /admin,
 * the orders tab at /admin/orders and one order at /admin/orders/:orderNumber, the product form
 * at /admin/products/add and /admin/products/edit/:id, the admin's own account (password,
 * two-factor sign-in) at /admin/account; only with an admin session. Any other /admin path goes
 * to /admin.
 */
export default function AdminPage() {
  const { t } = useAdminTranslation();
  usePageMeta({ title: t('meta.adminTitle'), description: t('meta.description') });

  return (
    <div className="admin:min-h-screen admin:bg-background admin:text-foreground">
      <SessionGate>
        <AdminHeader>
          <ButtonLink to="/admin/account" variant="outline">
            {t('account.link')}
          </ButtonLink>
          <LogoutButton />
        </AdminHeader>
        <Routes>
          <Route index element={<AdminWorkspace />} />
          <Route path="orders" element={<AdminWorkspace />} />
          <Route path="orders/:orderNumber" element={<OrderDetailScreen />} />
          <Route path="account" element={<AccountSecurity />} />
          <Route path="products/add" element={<ProductFormScreen />} />
          <Route path="products/edit/:id" element={<ProductFormScreen />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </SessionGate>
    </div>
  );
}
