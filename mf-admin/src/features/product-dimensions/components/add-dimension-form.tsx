import { useRef, type FormEvent } from 'react';
import { createProductDimensionBodySchema, type Category } from '@shop/contracts';
import { ApiError, showToast } from '@shop/ui';
import { Spinner } from '../../../components/spinner';
import { buttonClass } from '../../../components/styles';
import { TextField } from '../../../components/text-field';
import { fieldMessagesOf } from '../../errors/field-messages';
import { useErrorToast } from '../../errors/use-error-toast';
import { useAdminTranslation } from '../../i18n/admin-translations';
import { useAdminFormats } from '../../i18n/locale-formats';
import { focusFirstInvalid, useValidatedForm } from '../../materials/hooks/use-validated-form';
import { useCreateProductDimension } from '../api/create-product-dimension';

type Field = 'thickness' | 'width' | 'length';
const fields: readonly Field[] = ['thickness', 'width', 'length'];
const empty: Record<Field, string> = { thickness: '', width: '', length: '' };

/** Adds a dimension (thickness, width, length in mm, each > 0) to one category. */
export function AddDimensionForm({ category }: { category: Category }) {
  const { t } = useAdminTranslation();
  const formats = useAdminFormats();
  const create = useCreateProductDimension();
  const showError = useErrorToast();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const parse = (values: Record<Field, string>) =>
    createProductDimensionBodySchema.safeParse({ category: category.slug, ...values });
  const form = useValidatedForm<Field>(empty, (values) => {
    const result = parse(values);
    return result.success ? {} : fieldMessagesOf<Field>(result.error.issues);
  });
  const idPrefix = 'add-dimension';
  const message = (field: Field) => {
    const fieldMessage = form.messages[field];
    return fieldMessage ? t(fieldMessage.key, fieldMessage.values ?? {}) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    const result = parse(form.values);
    if (!result.success || create.isPending) {
      focusFirstInvalid(idPrefix, form.clientMessages);
      return;
    }
    const size = t('dimensions.size', {
      thickness: formats.millimetres(result.data.thickness),
      width: formats.millimetres(result.data.width),
      length: formats.millimetres(result.data.length),
    });
    create.mutate(result.data, {
      onSuccess: () => {
        form.reset();
        firstFieldRef.current?.focus();
        showToast({
          title: t('toast.added'),
          description: t('dimensions.added', { size }),
          variant: 'success',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body?.issues) {
          form.setServerMessages(fieldMessagesOf<Field>(error.body.issues));
        }
        showError(error, { title: t('toast.addFailed'), fallback: t('dimensions.addFailed') });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${idPrefix}-title`}
      className="admin:mt-4 admin:rounded-lg admin:border admin:border-dashed admin:border-border admin:bg-muted/40 admin:p-4"
    >
      <h4 id={`${idPrefix}-title`} className="admin:text-sm admin:font-semibold">
        {t('dimensions.addTitle')}
      </h4>
      <div className="admin:mt-3 admin:grid admin:grid-cols-1 admin:items-start admin:gap-3 admin:sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
        {fields.map((field) => (
          <TextField
            key={field}
            ref={field === 'thickness' ? firstFieldRef : undefined}
            id={`${idPrefix}-${field}`}
            label={t(`dimensions.${field}`)}
            decimal={{ step: field === 'thickness' ? 0.1 : 1, min: 0 }}
            value={form.values[field]}
            onChange={form.setValue(field)}
            error={message(field)}
          />
        ))}
        <button
          type="submit"
          disabled={create.isPending}
          className={buttonClass('outline', 'admin:sm:mt-7')}
        >
          {create.isPending && <Spinner />}
          {create.isPending ? t('form.adding') : t('dimensions.add')}
        </button>
      </div>
    </form>
  );
}
