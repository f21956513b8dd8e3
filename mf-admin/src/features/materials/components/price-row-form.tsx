import { useState, type FormEvent } from 'react';
import { Button, showToast, TextField, useLocaleFormats } from '@shop/ui';
import type { Material, MaterialPrice } from '@shop/contracts';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useUpdateMaterialPrice } from '../api/update-material-price';
import {
  priceRowChanges,
  type PriceEdits,
  type PriceField,
} from '../../../forms/price-row-changes';
import { RemoveThicknessButton } from './remove-thickness-button';

interface PriceRowFormProps {
  material: Material;
  row: MaterialPrice;
}

/**
 * One thickness of a material: price per m² and cutting cost per metre. Edits stay in the row
 * (also while other rows save and the list refetches); Save is enabled only when a value differs
 * from the stored one.
 */
export function PriceRowForm({ material, row }: PriceRowFormProps) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const update = useUpdateMaterialPrice();
  const showError = useErrorToast();
  const [edits, setEdits] = useState<PriceEdits>({});
  const changes = priceRowChanges(row, edits);
  const thickness = formats.millimetres(row.thickness);
  const idPrefix = `price-${material.id}-${String(row.thickness).replace('.', '_')}`;

  const valueOf = (field: PriceField) => edits[field] ?? formats.amountInput(row[field]);
  const messageOf = (field: PriceField) => {
    const message = changes.fieldMessages[field];
    return message ? t(message.key, message.values ?? {}) : undefined;
  };
  const edit = (field: PriceField) => (text: string) =>
    setEdits((current) => ({ ...current, [field]: text }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changes.body || update.isPending) return;
    update.mutate(
      { materialId: material.id, thickness: row.thickness, changes: changes.body },
      {
        onSuccess: () => {
          setEdits({});
          showToast({
            title: t('toast.saved'),
            description: t('prices.saved', { material: material.displayName, thickness }),
            variant: 'success',
          });
        },
        onError: (error) =>
          showError(error, {
            title: t('toast.saveFailed'),
            fallback: t('prices.saveFailed'),
            conflict: t('prices.versionConflict'),
          }),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('prices.rowLabel', { thickness })}
      className="admin:grid admin:grid-cols-2 admin:items-end admin:gap-x-3 admin:gap-y-2 admin:py-3 admin:sm:grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,1fr)_11.5rem] admin:sm:items-start"
    >
      <p className="admin:col-span-2 admin:text-sm admin:font-semibold admin:sm:col-span-1 admin:sm:pt-2.5">
        {t('prices.rowLabel', { thickness })}
      </p>
      <TextField
        id={`${idPrefix}-price`}
        label={t('prices.pricePerM2')}
        labelHiddenFromSm
        decimal={{ step: 0.01, min: 0.01 }}
        value={valueOf('pricePerM2')}
        onChange={edit('pricePerM2')}
        error={messageOf('pricePerM2')}
      />
      <TextField
        id={`${idPrefix}-cutting`}
        label={t('prices.cuttingLineCost')}
        labelHiddenFromSm
        decimal={{ step: 0.01, min: 0 }}
        value={valueOf('cuttingLineCost')}
        onChange={edit('cuttingLineCost')}
        error={messageOf('cuttingLineCost')}
      />
      <div className="admin:col-span-2 admin:flex admin:justify-end admin:gap-2 admin:sm:col-span-1">
        <Button type="submit" disabled={!changes.hasChanges} loading={update.isPending}>
          {update.isPending ? t('form.saving') : t('form.save')}
        </Button>
        <RemoveThicknessButton material={material} row={row} />
      </div>
    </form>
  );
}
