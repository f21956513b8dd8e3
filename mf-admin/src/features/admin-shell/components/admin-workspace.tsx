import type { ReactNode } from 'react';
import { Navigate, useMatch, useNavigate, useSearchParams } from 'react-router';
import { Tabs } from '@shop/ui';
import { useWelcomeToast } from '../../auth/hooks/welcome-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { LaserRequestsTab } from '../../laser-requests/components/laser-requests-tab';
import { MaterialsTab } from '../../materials/components/materials-tab';
import { OrdersTab } from '../../orders/components/orders-tab';
import { ProductDimensionsTab } from '../../product-dimensions/components/product-dimensions-tab';
import { ProductsTab } from '../../products/components/products-tab';
import { QuantityTiersTab } from '../../quantity-tiers/components/quantity-tiers-tab';

type TabId =
  'materials' | 'quantity-tiers' | 'products' | 'dimensions' | 'laser-requests' | 'orders';
const tabIds: readonly TabId[] = [
  'materials',
  'quantity-tiers',
  'products',
  'dimensions',
  'laser-requests',
  'orders',
];
const isTabId = (value: string | null): value is TabId => tabIds.includes(value as TabId);

const tabPanels: Record<TabId, ReactNode> = {
  materials: <MaterialsTab />,
  'quantity-tiers': <QuantityTiersTab />,
  products: <ProductsTab />,
  dimensions: <ProductDimensionsTab />,
  'laser-requests': <LaserRequestsTab />,
  orders: <OrdersTab />,
};

/**
 * The signed-in admin page: tabs for materials & prices, products, product dimensions, the laser
 * calculator's e-mail requests and the customers' orders.
 */
export function AdminWorkspace() {
  const { t } = useAdminTranslation();
  useWelcomeToast();
  const navigate = useNavigate();
  // The tab lives in the address (?tab=products), so a reload or a shared link keeps it. Orders
  // have a path of their own (/admin/orders, each order below it), with its filter as the query.
  const [searchParams] = useSearchParams();
  const isOrders = useMatch('/admin/orders') !== null;
  const tab = searchParams.get('tab');
  if (!isOrders && tab === 'orders') return <Navigate to="/admin/orders" replace />;
  const selected: TabId = isOrders ? 'orders' : isTabId(tab) ? tab : 'materials';

  return (
    <div className="admin:mx-auto admin:w-full admin:max-w-6xl admin:px-4 admin:py-8 admin:sm:px-6 admin:lg:px-8">
      <h1 className="admin:text-2xl admin:font-bold admin:tracking-tight admin:sm:text-3xl">
        {t('chrome.title')}
      </h1>
      <div className="admin:mt-6">
        <Tabs<TabId>
          label={t('tabs.label')}
          selected={selected}
          onSelect={(id) =>
            void navigate(
              id === 'orders'
                ? '/admin/orders'
                : id === 'materials'
                  ? '/admin'
                  : `/admin?tab=${id}`,
              { replace: true },
            )
          }
          tabs={[
            { id: 'materials', label: t('tabs.materials') },
            { id: 'quantity-tiers', label: t('tabs.quantityTiers') },
            { id: 'products', label: t('tabs.products') },
            { id: 'dimensions', label: t('tabs.dimensions') },
            { id: 'laser-requests', label: t('tabs.laserRequests') },
            { id: 'orders', label: t('tabs.orders') },
          ]}
        >
          {tabPanels[selected]}
        </Tabs>
      </div>
    </div>
  );
}
