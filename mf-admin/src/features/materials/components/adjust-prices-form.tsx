import { useState, type FormEvent } from 'react';
import {
  bulkUpdateMaterialPricesBodySchema,
  MAX_PRICE_CHANGE_PERCENT,
  MIN_PRICE_CHANGE_PERCENT,
  priceChangeFormSchema,
  type Material,
  type MaterialPrice,
} from '@shop/contracts';
import { priceChangeUpdates } from '@shop/shop-rules';
import { AlertMessage, Button, showToast, TextField, useLocaleFormats } from '@shop/ui';
import { fieldMessagesOf } from '../../../errors/field-messages';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useBulkUpdateMaterialPrices } from '../api/bulk-update-material-prices';

type Field = 'pricePerM2' | 'cuttingLineCost';
const fields: readonly Field[] = ['pricePerM2', 'cuttingLineCost'];
const empty: Record<Field, string> = { pricePerM2: '', cuttingLineCost: '' };

interface AdjustPricesFormProps {
  material: Material;
  rows: ReadonlyArray<MaterialPrice>;
}

/**
 * Changes the price per m², the cutting cost or both of every thickness of a material by a
 * percentage (a supplier's price rise), shown row by row before it is sent, and stored in one
 * request: every row or, if one was changed meanwhile or would be invalid, none.
 */
export function AdjustPricesForm({ material, rows }: AdjustPricesFormProps) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const update = useBulkUpdateMaterialPrices();
  const showError = useErrorToast();
  const [values, setValues] = useState(empty);
  const [submitted, setSubmitted] = useState(false);
  const idPrefix = `adjust-${material.id}`;
  const hintId = `${idPrefix}-hint`;

  // A blank field leaves its value as it is.
  const given = Object.fromEntries(
    fields.flatMap((field) => (values[field].trim() ? [[field, values[field].trim()]] : [])),
  );
  const change = priceChangeFormSchema.safeParse(given);
  const updates = change.success ? priceChangeUpdates(rows, change.data) : [];
  const body = bulkUpdateMaterialPricesBodySchema.safeParse({ updates });
  // A row whose new value would be refused (0.00 EUR per m², above the maximum).
  const refusedIndex = change.success && !body.success ? Number(body.error.issues[0]?.path[1]) : -1;
  const refusedRow = rows[refusedIndex];
  const fieldMessages = change.success ? {} : fieldMessagesOf<Field | ''>(change.error.issues);
  const messageOf = (field: Field) => {
    const message = fieldMessages[field];
    return submitted && message ? t(message.key, message.values ?? {}) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!body.success || update.isPending) return;
    update.mutate(
      { materialId: material.id, body: body.data },
      {
        onSuccess: () => {
          setValues(empty);
          setSubmitted(false);
          showToast({
            title: t('toast.saved'),
            description: t('adjust.applied', {
              material: material.displayName,
              count: rows.length,
            }),
            variant: 'success',
          });
        },
        onError: (error) =>
          showError(error, {
            title: t('toast.saveFailed'),
            fallback: t('adjust.failed'),
            conflict: t('adjust.conflict'),
          }),
      },
    );
  };

  const euros = (amount: number) => formats.money(amount);
  return (
    <details className="admin:mt-4 admin:rounded-lg admin:border admin:border-border admin:p-4">
      <summary className="admin:cursor-pointer admin:text-sm admin:font-semibold">
        {t('adjust.title')}
      </summary>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('adjust.formLabel', { material: material.displayName })}
        className="admin:mt-3"
      >
        <p id={hintId} className="admin:text-xs admin:text-muted-foreground">
          {t('adjust.hint', { min: MIN_PRICE_CHANGE_PERCENT, max: MAX_PRICE_CHANGE_PERCENT })}
        </p>
        <div className="admin:mt-3 admin:grid admin:grid-cols-1 admin:items-start admin:gap-3 admin:sm:grid-cols-[repeat(2,minmax(0,1fr))_auto]">
          {fields.map((field) => (
            <TextField
              key={field}
              id={`${idPrefix}-${field}`}
              label={t(`adjust.${field}`)}
              decimal={{ step: 0.01 }}
              value={values[field]}
              onChange={(text) => setValues((current) => ({ ...current, [field]: text }))}
              error={messageOf(field)}
              hintId={hintId}
            />
          ))}
          <Button type="submit" loading={update.isPending} className="admin:sm:mt-7">
            {update.isPending ? t('form.saving') : t('adjust.submit', { count: rows.length })}
          </Button>
        </div>
        {submitted && fieldMessages[''] && (
          <div className="admin:mt-3">
            <AlertMessage>{t('adjust.nothingGiven')}</AlertMessage>
          </div>
        )}
        {refusedRow && (
          <div className="admin:mt-3">
            <AlertMessage>
              {t('adjust.refusedRow', { thickness: formats.millimetres(refusedRow.thickness) })}
            </AlertMessage>
          </div>
        )}
        {change.success && (
          <div className="admin:mt-3">
            <h5 className="admin:text-xs admin:font-semibold admin:tracking-wide admin:text-muted-foreground admin:uppercase">
              {t('adjust.preview')}
            </h5>
            <ul className="admin:mt-1 admin:space-y-0.5 admin:text-sm">
              {rows.map((row, index) => {
                const after = updates[index]!;
                return (
                  <li key={row.id} className="admin:tabular-nums">
                    <span className="admin:font-semibold">
                      {t('prices.rowLabel', { thickness: formats.millimetres(row.thickness) })}
                    </span>
                    {': '}
                    {t('adjust.previewPrice', {
                      before: euros(row.pricePerM2),
                      after: euros(after.pricePerM2 ?? row.pricePerM2),
                    })}
                    {' · '}
                    {t('adjust.previewCutting', {
                      before: euros(row.cuttingLineCost),
                      after: euros(after.cuttingLineCost ?? row.cuttingLineCost),
                    })}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </form>
    </details>
  );
}
