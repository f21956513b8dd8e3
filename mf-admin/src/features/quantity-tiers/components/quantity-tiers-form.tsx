import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, type FieldError } from 'react-hook-form';
import {
  MAX_QUANTITY_TIERS,
  putQuantityTiersBodySchema,
  type FieldIssue,
  type QuantityTiersResponse,
} from '@shop/contracts';
import {
  ApiError,
  Button,
  type LocaleFormats,
  showToast,
  TextField,
  TrashIcon,
  useLocaleFormats,
} from '@shop/ui';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useValidatedForm } from '../../../forms/use-validated-form';
import { usePutQuantityTiers } from '../api/put-quantity-tiers';
import { toTierMessage } from './tier-messages';

type TierField = 'minQuantity' | 'discountPercent';
interface TierRow {
  minQuantity: string;
  discountPercent: string;
}
interface TierValues {
  tiers: TierRow[];
}

const resolveBody = zodResolver(putQuantityTiersBodySchema);
const tierFields: readonly TierField[] = ['minQuantity', 'discountPercent'];
const emptyRow: TierRow = { minQuantity: '', discountPercent: '' };

/** The stored tiers as the form's rows, in the admin's language ('10', '5,5'). */
function rowsOf({ tiers }: QuantityTiersResponse, formats: LocaleFormats): TierRow[] {
  return tiers.map((tier) => ({
    minQuantity: formats.numberInput(tier.minQuantity),
    discountPercent: formats.numberInput(tier.discountPercent),
  }));
}

/** The list of tiers: add and remove rows, then save the whole list (an empty list removes all). */
export function QuantityTiersForm({ stored }: { stored: QuantityTiersResponse }) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const save = usePutQuantityTiers();
  const showError = useErrorToast();
  const form = useValidatedForm<TierValues, TierValues, { tiers: TierRow[] }>(
    { tiers: rowsOf(stored, formats) },
    resolveBody as never,
  );
  const rows = useFieldArray({ control: form.control, name: 'tiers' });
  const message = (error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    const tierMessage = toTierMessage(error.message);
    return t(tierMessage.key, tierMessage.values ?? {});
  };
  const listErrors = form.formState.errors.tiers;
  const listMessage = message(listErrors?.root ?? (listErrors as FieldError | undefined));

  const showServerIssues = (issues: readonly FieldIssue[]) => {
    for (const issue of issues) {
      const [, index, field] = String(issue.path).split('.');
      if (index !== undefined && tierFields.includes(field as TierField)) {
        form.setError(`tiers.${Number(index)}.${field as TierField}`, {
          type: 'server',
          message: issue.message,
        });
      } else {
        form.setError('tiers', { type: 'server', message: issue.message });
      }
    }
  };

  const onSubmit = form.handleSubmit((body) => {
    if (save.isPending) return;
    save.mutate(body as never, {
      onSuccess: () =>
        showToast({
          title: t('toast.saved'),
          description: t('quantityTiers.saved'),
          variant: 'success',
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.body?.issues) showServerIssues(error.body.issues);
        showError(error, {
          title: t('toast.saveFailed'),
          fallback: t('quantityTiers.saveFailed'),
        });
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('quantityTiers.title')}
    >
      {rows.fields.length === 0 ? (
        <p className="admin:text-sm admin:text-muted-foreground">{t('quantityTiers.empty')}</p>
      ) : (
        <ol className="admin:space-y-3">
          {rows.fields.map((row, index) => (
            <li
              key={row.id}
              aria-label={t('quantityTiers.tierLabel', { number: index + 1 })}
              className="admin:grid admin:grid-cols-1 admin:items-start admin:gap-3 admin:sm:grid-cols-[repeat(2,minmax(0,1fr))_auto]"
            >
              {tierFields.map((field) => (
                <Controller
                  key={field}
                  control={form.control}
                  name={`tiers.${index}.${field}`}
                  render={({ field: input, fieldState }) => (
                    <TextField
                      ref={input.ref}
                      id={`quantity-tier-${row.id}-${field}`}
                      label={t(`quantityTiers.${field}`)}
                      decimal={
                        field === 'minQuantity' ? { step: 1, min: 2 } : { step: 0.01, min: 0 }
                      }
                      value={input.value}
                      onChange={input.onChange}
                      error={message(fieldState.error)}
                    />
                  )}
                />
              ))}
              <Button
                onClick={() => rows.remove(index)}
                aria-label={t('quantityTiers.remove', { number: index + 1 })}
                variant="ghost"
                className="admin:sm:mt-7"
              >
                <TrashIcon />
                {t('quantityTiers.removeShort')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {listMessage && (
        <p role="alert" className="admin:mt-3 admin:text-sm admin:text-destructive">
          {listMessage}
        </p>
      )}
      <div className="admin:mt-4 admin:flex admin:flex-wrap admin:gap-3">
        <Button
          onClick={() => rows.append(emptyRow)}
          disabled={rows.fields.length >= MAX_QUANTITY_TIERS}
          variant="outline"
        >
          {t('quantityTiers.add')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
