import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldError } from 'react-hook-form';
import { createProductDimensionBodySchema, type Category } from '@shop/contracts';
import { ApiError, Button, showToast, TextField, useLocaleFormats } from '@shop/ui';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import {
  addFormMessageOf,
  showServerIssues,
  useValidatedForm,
} from '../../../forms/use-validated-form';
import { useCreateProductDimension } from '../api/create-product-dimension';

type Field = 'thickness' | 'width' | 'length';
const fields: readonly Field[] = ['thickness', 'width', 'length'];
const empty: Record<Field, string> = { thickness: '', width: '', length: '' };
const resolveBody = zodResolver(createProductDimensionBodySchema);

/** Adds a dimension (thickness, width, length in mm, each > 0) to one category. */
export function AddDimensionForm({ category }: { category: Category }) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const create = useCreateProductDimension();
  const showError = useErrorToast();
  const form = useValidatedForm(empty, resolveBody, { fixed: { category: category.slug } });
  const idPrefix = 'add-dimension';
  const message = (error: FieldError | undefined) => {
    const fieldMessage = addFormMessageOf(error);
    return fieldMessage ? t(fieldMessage.key, fieldMessage.values ?? {}) : undefined;
  };

  const onSubmit = form.handleSubmit((body) => {
    if (create.isPending) return;
    const size = t('dimensions.size', {
      thickness: formats.millimetres(body.thickness),
      width: formats.millimetres(body.width),
      length: formats.millimetres(body.length),
    });
    create.mutate(body, {
      onSuccess: () => {
        form.reset(undefined, { keepFieldsRef: true });
        form.setFocus('thickness');
        showToast({
          title: t('toast.added'),
          description: t('dimensions.added', { size }),
          variant: 'success',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body?.issues) {
          showServerIssues(form.setError, fields, error.body.issues);
        }
        showError(error, { title: t('toast.addFailed'), fallback: t('dimensions.addFailed') });
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${idPrefix}-title`}
      className="admin:mt-4 admin:rounded-lg admin:border admin:border-dashed admin:border-border admin:bg-muted/40 admin:p-4"
    >
      <h4 id={`${idPrefix}-title`} className="admin:text-sm admin:font-semibold">
        {t('dimensions.addTitle')}
      </h4>
      <div className="admin:mt-3 admin:grid admin:grid-cols-1 admin:items-start admin:gap-3 admin:sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
        {fields.map((field) => (
          <Controller
            key={field}
            control={form.control}
            name={field}
            render={({ field: input, fieldState }) => (
              <TextField
                ref={input.ref}
                id={`${idPrefix}-${field}`}
                label={t(`dimensions.${field}`)}
                decimal={{ step: field === 'thickness' ? 0.1 : 1, min: 0 }}
                value={input.value}
                onChange={input.onChange}
                error={message(fieldState.error)}
              />
            )}
          />
        ))}
        <Button
          type="submit"
          variant="outline"
          loading={create.isPending}
          className="admin:sm:mt-7"
        >
          {create.isPending ? t('form.adding') : t('dimensions.add')}
        </Button>
      </div>
    </form>
  );
}
