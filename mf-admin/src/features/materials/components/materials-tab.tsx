import { AlertMessage, Spinner, useMaterials } from '@shop/ui';
import { SystemSettingsCard } from '../../system-settings/components/system-settings-card';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { AddMaterialForm } from './add-material-form';
import { MaterialPricingCard } from './material-pricing-card';

/** The admin's materials tab: hole cost, one pricing card per material, adding a material. */
export function MaterialsTab() {
  const { t } = useAdminTranslation();
  const materials = useMaterials();

  return (
    <div className="admin:space-y-6">
      <SystemSettingsCard />
      <div>
        <h2
          id="materials-title"
          tabIndex={-1}
          className="admin:text-xl admin:font-semibold admin:tracking-tight admin:outline-none"
        >
          {t('materials.title')}
        </h2>
        <p className="admin:mt-1 admin:text-sm admin:text-muted-foreground">
          {t('materials.description')}
        </p>
      </div>
      {materials.isPending ? (
        <p className="admin:flex admin:items-center admin:gap-2 admin:text-sm admin:text-muted-foreground">
          <Spinner />
          {t('materials.loading')}
        </p>
      ) : materials.isError ? (
        <AlertMessage>{t('materials.loadFailed')}</AlertMessage>
      ) : materials.data.length === 0 ? (
        <p className="admin:text-sm admin:text-muted-foreground">{t('materials.empty')}</p>
      ) : (
        materials.data.map((material) => (
          <MaterialPricingCard key={material.id} material={material} />
        ))
      )}
      <AddMaterialForm />
    </div>
  );
}
