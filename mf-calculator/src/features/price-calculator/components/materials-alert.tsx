import { AlertMessage, useMaterials } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';

/** The materials could not be loaded, so nothing can be priced until a reload. */
export function MaterialsAlert() {
  const { t } = useCalculatorTranslation();
  const materials = useMaterials();
  if (!materials.isError) return null;
  return (
    <div className="calc:col-span-2">
      <AlertMessage title={t('errors.title')}>{t('errors.materials')}</AlertMessage>
    </div>
  );
}
