import { useShopTranslation } from '../../i18n/shop-translations';
import { labelClass } from './field-styles';

/** A control's label; an optional field says so in words rather than marking the others. */
export function FieldLabel({
  htmlFor,
  text,
  optional,
}: {
  htmlFor: string;
  text: string;
  optional?: boolean;
}) {
  const { t } = useShopTranslation();
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {text}
      {optional && (
        <span className="shop:font-normal shop:text-muted-foreground">
          {' '}
          ({t('checkout.optional')})
        </span>
      )}
    </label>
  );
}
