import { MAX_NOTE_LENGTH } from '@shop/contracts';
import { useShopTranslation } from '../../i18n/shop-translations';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { describedBy, FieldMessage } from './field-message';
import { FieldLabel } from './field-label';
import { inputClass } from './field-styles';

/** A free note to the order (a delivery date, delivery hours). */
export function NoteField({ form }: { form: CheckoutForm }) {
  const { t } = useShopTranslation();
  const { id, value, onChange, onBlur, error } = form.field('note');
  const hint = t('checkout.note.hint');
  return (
    <div>
      <FieldLabel htmlFor={id} text={t('checkout.note.label')} optional />
      <textarea
        id={id}
        rows={3}
        value={value}
        maxLength={MAX_NOTE_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass(error !== undefined, 'shop:h-auto shop:py-2')}
      />
      <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
      <FieldMessage id={`${id}-hint`} tone="hint">
        {hint}
      </FieldMessage>
    </div>
  );
}
