import type { FieldSize } from '../forms/field-styles.js';
import { SelectField } from '../forms/select-field.js';
import { useLocaleFormats } from '../i18n/locale-formats.js';
import { useMaterialPrices, useMaterials } from './pricing-api.js';
import { usePricingTexts } from './pricing-texts.js';

export interface MaterialThicknessFieldsProps {
  /** The selects' ids are `${id}-material` and `${id}-thickness`. */
  id: string;
  materialId: number | null;
  /** The chosen thickness in mm; one the material has no price row for shows as none chosen. */
  thickness: number | null;
  onMaterialChange: (materialId: number) => void;
  onThicknessChange: (thickness: number) => void;
  /** The fields' height: `md` in a dense panel, `lg` in the calculator's few large fields. */
  size?: FieldSize;
  /** Classes of each field's wrapper, for its grid placement. */
  fieldClassName?: string;
  /**
   * The page says itself that the material list failed (an alert over its form, since nothing
   * can be priced); the material select then only disables itself instead of saying it again.
   */
  materialsFailureShownElsewhere?: boolean;
}

/**
 * The material select (every material, named in the page's language) and the thickness select
 * (the thicknesses the chosen material has price rows for, thinnest first). Each is disabled,
 * with a spinner, while its list loads, and says why when it cannot be used: the thickness waits
 * for a material, and a list that failed to load is named at its field. Two fields side by side
 * or one under the other: the parent's grid or stack places them.
 */
export function MaterialThicknessFields({
  id,
  materialId,
  thickness,
  onMaterialChange,
  onThicknessChange,
  size = 'md',
  fieldClassName,
  materialsFailureShownElsewhere = false,
}: MaterialThicknessFieldsProps) {
  const { t } = usePricingTexts('materialFields');
  const formats = useLocaleFormats();
  const materials = useMaterials();
  const prices = useMaterialPrices(materialId);
  const materialsLoading = materials.isPending;
  const noMaterial = materialId === null;
  const thicknessesLoading = !noMaterial && prices.isPending;
  const rows = prices.data ?? [];
  const chosenThickness =
    thickness !== null && rows.some((row) => row.thickness === thickness) ? String(thickness) : '';

  return (
    <>
      <SelectField
        id={`${id}-material`}
        label={t('material')}
        value={noMaterial ? '' : String(materialId)}
        onChange={(value) => onMaterialChange(Number(value))}
        options={(materials.data ?? []).map((material) => ({
          value: String(material.id),
          label: material.displayName,
        }))}
        placeholder={materialsLoading ? t('materialsLoading') : t('materialPlaceholder')}
        // A disabled select still shows its prompt; once the list is there, it cannot be chosen.
        placeholderSelectable={!materials.isSuccess}
        loading={materialsLoading}
        disabled={!materials.isSuccess}
        error={
          materials.isError && !materialsFailureShownElsewhere ? t('materialsFailed') : undefined
        }
        size={size}
        className={fieldClassName}
      />
      <SelectField
        id={`${id}-thickness`}
        label={t('thickness')}
        value={chosenThickness}
        onChange={(value) => onThicknessChange(Number(value))}
        options={rows.map((row) => ({
          value: String(row.thickness),
          label: t('thicknessOption', { thickness: formats.millimetres(row.thickness) }),
        }))}
        placeholder={thicknessesLoading ? t('thicknessesLoading') : t('thicknessPlaceholder')}
        placeholderSelectable={noMaterial || !prices.isSuccess}
        loading={thicknessesLoading}
        disabled={noMaterial || !prices.isSuccess}
        error={prices.isError ? t('thicknessesFailed') : undefined}
        // Why the select is disabled.
        hint={noMaterial ? t('thicknessNeedsMaterial') : undefined}
        size={size}
        className={fieldClassName}
      />
    </>
  );
}
