import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/tabs';
import { useWelcomeToast } from '../../auth/hooks/welcome-toast';
import { useAdminTranslation } from '../../i18n/admin-translations';
import { LaserRequestsTab } from '../../laser-requests/components/laser-requests-tab';
import { MaterialsTab } from '../../materials/components/materials-tab';
import { ProductDimensionsTab } from '../../product-dimensions/components/product-dimensions-tab';
import { ProductsTab } from '../../products/components/products-tab';

type TabId = 'materials' | 'products' | 'dimensions' | 'laser-requests';
const tabIds: readonly TabId[] = ['materials', 'products', 'dimensions', 'laser-requests'];
const isTabId = (value: string | null): value is TabId => tabIds.includes(value as TabId);

/**
 * The signed-in admin page: tabs for materials & prices, products, product dimensions (SPEC 2)
 * and the laser calculator's e-mail requests (issue 8).
 */
export function AdminWorkspace() {
  const { t } = useAdminTranslation();
  useWelcomeToast();
  // The tab lives in the address (?tab=products), so a reload or a shared link keeps it.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const selected: TabId = isTabId(tab) ? tab : 'materials';

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
            setSearchParams(id === 'materials' ? {} : { tab: id }, { replace: true })
          }
          tabs={[
            { id: 'materials', label: t('tabs.materials'), panel: <MaterialsTab /> },
            { id: 'products', label: t('tabs.products'), panel: <ProductsTab /> },
            { id: 'dimensions', label: t('tabs.dimensions'), panel: <ProductDimensionsTab /> },
            {
              id: 'laser-requests',
              label: t('tabs.laserRequests'),
              panel: <LaserRequestsTab />,
            },
          ]}
        />
      </div>
    </div>
  );
}
