import type { CartLine } from '@shop/contracts';
import { LineTierNote, useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { useLineNames } from '../../../components/line-name';

/** The lines of the order in brief: quantity, what it is, and its sum. */
export function OrderLinesSummary({ lines }: { lines: CartLine[] }) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const lineNames = useLineNames();
  return (
    <ul
      aria-label={t('checkout.summary.linesLabel')}
      className="shop:divide-y shop:divide-border shop:text-sm"
    >
      {lines.map((line) => (
        <li key={line.id} className="shop:flex shop:gap-3 shop:py-2">
          <span className="shop:shrink-0 shop:tabular-nums shop:text-muted-foreground">
            {t('checkout.summary.quantity', { quantity: formats.count(line.quantity) })}
          </span>
          <span className="shop:min-w-0 shop:flex-1 shop:break-words">
            {lineNames.label(line)}
            <LineTierNote tier={line.tier} saving={line.saving} />
          </span>
          <span className="shop:shrink-0 shop:tabular-nums">{formats.money(line.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
