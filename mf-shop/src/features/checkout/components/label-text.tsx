import { useShopTranslation } from '../../../i18n/shop-translations';

/** A control's label text; an optional field says so in words rather than marking the others. */
export function LabelText({ text, optional }: { text: string; optional?: boolean }) {
  const { t } = useShopTranslation();
  return (
    <>
      {text}
      {optional && (
        <span className="shop:font-normal shop:text-muted-foreground">
          {' '}
          ({t('checkout.optional')})
        </span>
      )}
    </>
  );
}
