import { Controller, type FieldError } from 'react-hook-form';
import { RequiredLabel, TextField, useLocaleFormats } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import {
  computedPiecesPerTon,
  computedPricePerPiece,
  shownPricePerPiece,
} from '../hooks/product-form-values';
import { priceFieldDependencies, type ProductFormApi } from '../hooks/use-product-form';

interface PriceFieldsProps {
  idPrefix: string;
  form: ProductFormApi;
  message: (error: FieldError | undefined) => string | undefined;
}

/**
 * Price per tonne, weight per piece and price per piece: with the first two filled the price per
 * piece is computed and its input disabled, and an info box shows the price per piece and the
 * pieces per tonne.
 */
export function PriceFields({ idPrefix, form, message }: PriceFieldsProps) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const { control, values } = form;
  const computedPrice = computedPricePerPiece(values);
  const pieces = computedPiecesPerTon(values);
  const ruleId = `${idPrefix}-price-rule`;

  return (
    <fieldset className="admin:mt-6 admin:rounded-lg admin:border admin:border-border admin:p-4 admin:sm:p-5">
      <legend className="admin:px-1 admin:text-sm admin:font-semibold">
        {t('productForm.prices')}
      </legend>
      <p id={ruleId} className="admin:mb-4 admin:text-xs admin:text-muted-foreground">
        {t('productForm.priceRule')}
      </p>
      <div className="admin:grid admin:grid-cols-1 admin:gap-4 admin:sm:grid-cols-3">
        <Controller
          control={control}
          name="pricePerTon"
          rules={{ deps: [...priceFieldDependencies.pricePerTon] }}
          render={({ field, fieldState }) => (
            <TextField
              id={`${idPrefix}-pricePerTon`}
              label={<RequiredLabel>{t('productForm.pricePerTon')}</RequiredLabel>}
              decimal={{ step: 0.01, min: 0 }}
              value={field.value}
              onChange={field.onChange}
              error={message(fieldState.error)}
              hintId={ruleId}
            />
          )}
        />
        <Controller
          control={control}
          name="weightPerPiece"
          rules={{ deps: [...priceFieldDependencies.weightPerPiece] }}
          render={({ field, fieldState }) => (
            <TextField
              id={`${idPrefix}-weightPerPiece`}
              label={t('productForm.weightPerPiece')}
              decimal={{ step: 0.001, min: 0 }}
              value={field.value}
              onChange={field.onChange}
              error={message(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="price"
          rules={{ deps: [...priceFieldDependencies.price] }}
          render={({ field, fieldState }) => (
            <TextField
              id={`${idPrefix}-price`}
              label={t('productForm.price')}
              decimal={{ step: 0.01, min: 0 }}
              value={shownPricePerPiece(values, formats)}
              disabled={computedPrice !== undefined}
              onChange={field.onChange}
              error={message(fieldState.error)}
              hint={computedPrice === undefined ? undefined : t('productForm.priceComputed')}
              hintId={computedPrice === undefined ? ruleId : undefined}
            />
          )}
        />
      </div>
      {computedPrice !== undefined && pieces !== undefined && (
        <div
          role="status"
          aria-labelledby={`${idPrefix}-info-title`}
          className="admin:mt-4 admin:rounded-md admin:border admin:border-primary/30 admin:bg-primary/5 admin:p-4"
        >
          <p id={`${idPrefix}-info-title`} className="admin:text-sm admin:font-semibold">
            {t('productForm.infoTitle')}
          </p>
          <dl className="admin:mt-2 admin:grid admin:grid-cols-1 admin:gap-x-6 admin:gap-y-1 admin:text-sm admin:sm:grid-cols-2">
            <div className="admin:flex admin:justify-between admin:gap-3">
              <dt className="admin:text-muted-foreground">{t('productForm.infoPricePerPiece')}</dt>
              <dd className="admin:font-semibold admin:tabular-nums">
                {formats.money(computedPrice)}
              </dd>
            </div>
            <div className="admin:flex admin:justify-between admin:gap-3">
              <dt className="admin:text-muted-foreground">{t('productForm.infoPiecesPerTon')}</dt>
              <dd className="admin:font-semibold admin:tabular-nums">{formats.fixed(pieces, 4)}</dd>
            </div>
          </dl>
        </div>
      )}
    </fieldset>
  );
}
