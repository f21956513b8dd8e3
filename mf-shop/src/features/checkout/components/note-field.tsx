import { MAX_NOTE_LENGTH } from '@shop/contracts';
import { describedBy, Field, textareaClass } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { LabelText } from './label-text';

/** A free note to the order (a delivery date, delivery hours). */
export function NoteField({ form }: { form: CheckoutForm }) {
  const { t } = useShopTranslation();
  const { id, value, onChange, onBlur, error } = form.field('note');
  const hint = t('checkout.note.hint');
  return (
    <Field
      id={id}
      label={<LabelText text={t('checkout.note.label')} optional />}
      error={error}
      hint={hint}
    >
      <textarea
        id={id}
        rows={3}
        value={value}
        maxLength={MAX_NOTE_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={textareaClass(error !== undefined)}
      />
    </Field>
  );
}
