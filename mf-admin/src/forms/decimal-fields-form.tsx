import type { BaseSyntheticEvent } from 'react';
import {
  Controller,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { Button, TextField } from '@shop/ui';
import { useAdminTranslation } from '../i18n/admin-translations';
import { addFormMessageOf } from './use-validated-form';

interface DecimalFieldsFormProps<Values extends FieldValues, Body> {
  /** Prefix of the element ids: the title, the hint and each field. */
  idPrefix: string;
  title: string;
  hint: string;
  fields: ReadonlyArray<Path<Values>>;
  control: Control<Values, unknown, Body>;
  labelOf: (field: Path<Values>) => string;
  /** The arrow keys' step of a field. */
  stepOf: (field: Path<Values>) => number;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The frame's classes: a dashed frame adds, a plain one changes. */
  className: string;
}

/**
 * A small titled form of a material's decimal fields in one row with its submit button, each field
 * showing its own message in the admin's language (adding a thickness, the cutting rules).
 */
export function DecimalFieldsForm<Values extends FieldValues, Body>({
  idPrefix,
  title,
  hint,
  fields,
  control,
  labelOf,
  stepOf,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  className,
}: DecimalFieldsFormProps<Values, Body>) {
  const { t } = useAdminTranslation();
  const hintId = `${idPrefix}-hint`;
  const message = (error: FieldError | undefined) => {
    const fieldMessage = addFormMessageOf(error);
    return fieldMessage ? t(fieldMessage.key, fieldMessage.values ?? {}) : undefined;
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${idPrefix}-title`}
      className={className}
    >
      <h4 id={`${idPrefix}-title`} className="admin:text-sm admin:font-semibold">
        {title}
      </h4>
      <p id={hintId} className="admin:mt-0.5 admin:text-xs admin:text-muted-foreground">
        {hint}
      </p>
      <div className="admin:mt-3 admin:grid admin:grid-cols-1 admin:items-start admin:gap-3 admin:sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
        {fields.map((field) => (
          <Controller
            key={field}
            control={control}
            name={field}
            render={({ field: input, fieldState }) => (
              <TextField
                ref={input.ref}
                id={`${idPrefix}-${field}`}
                label={labelOf(field)}
                decimal={{ step: stepOf(field), min: 0 }}
                value={input.value}
                onChange={input.onChange}
                error={message(fieldState.error)}
                hintId={hintId}
              />
            )}
          />
        ))}
        <Button type="submit" variant="outline" loading={pending} className="admin:sm:mt-7">
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
