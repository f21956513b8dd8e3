import { useLocaleFormats, useMaterials } from '@shop/ui';
import type { ListMaterialPricesResponse } from '@shop/contracts';
import { useConfiguratorTranslation } from '../i18n/configurator-translations';
import { ChoiceField } from './choice-field';

/** Choosing a material sets the thickness to 3 mm. */
export const THICKNESS_ON_MATERIAL_CHANGE = 3;

interface MaterialFieldsProps {
  materialId: number | null;
  thickness: number | null;
  priceRows: ListMaterialPricesResponse | undefined;
  onMaterialChange: (materialId: number) => void;
  onThicknessChange: (thickness: number) => void;
}

/** Material and thickness selects; thickness waits for a material ('Wählen Sie zuerst ein Material'). */
export function MaterialFields(props: MaterialFieldsProps) {
  const { t } = useConfiguratorTranslation();
  const formats = useLocaleFormats();
  const materials = useMaterials();
  const noMaterial = props.materialId === null;
  return (
    <div className="conf:grid conf:gap-4 conf:sm:grid-cols-2">
      <ChoiceField
        label={t('fields.material')}
        value={props.materialId === null ? '' : String(props.materialId)}
        onChange={(value) => props.onMaterialChange(Number(value))}
        placeholder={materials.isPending ? t('material.loading') : t('material.choose')}
        disabled={!materials.isSuccess}
        message={materials.isError ? t('material.failed') : undefined}
        choices={(materials.data ?? []).map((material) => ({
          value: String(material.id),
          label: material.displayName,
        }))}
      />
      <ChoiceField
        label={t('fields.thickness')}
        value={
          props.thickness !== null && props.priceRows?.some((r) => r.thickness === props.thickness)
            ? String(props.thickness)
            : ''
        }
        onChange={(value) => props.onThicknessChange(Number(value))}
        placeholder={noMaterial ? t('material.chooseMaterialFirst') : t('material.chooseThickness')}
        disabled={noMaterial || !props.priceRows}
        message={noMaterial ? t('material.chooseMaterialFirst') : undefined}
        choices={(props.priceRows ?? []).map((row) => ({
          value: String(row.thickness),
          label: t('material.thicknessValue', { value: formats.thickness(row.thickness) }),
        }))}
      />
    </div>
  );
}
