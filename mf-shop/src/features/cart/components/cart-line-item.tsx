import { useId } from 'react';
import type { CartLine } from '@shop/contracts';
import { LineTierNote, TrashIcon, useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { DesignDownloads } from './design-downloads';
import { LineDetails } from './line-details';
import { useLineNames } from '../../../components/line-name';
import { LinePriceNote } from './line-price-note';
import { LineThumbnail } from './line-thumbnail';
import { QuantityStepper } from './quantity-stepper';

interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  onQuantityChange(quantity: number): void;
  onRemove(): void;
}

/** One cart line: what it is, the server's unit price and line sum, its quantity and removal. */
export function CartLineItem({ line, busy, onQuantityChange, onRemove }: CartLineItemProps) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const id = useId();
  const lineNames = useLineNames();
  const name = lineNames.name(line);
  const label = lineNames.label(line);

  return (
    <li aria-label={label} className="shop:flex shop:gap-4 shop:py-5">
      <LineThumbnail line={line} />
      <div className="shop:min-w-0 shop:flex-1">
        <div className="shop:flex shop:flex-col shop:gap-3 shop:sm:flex-row shop:sm:justify-between">
          <div className="shop:min-w-0">
            <h3 id={`${id}-name`} className="shop:font-semibold shop:text-card-foreground">
              {name}
            </h3>
            <LineDetails line={line} id={`${id}-details`} />
            <LinePriceNote line={line} />
            <LineTierNote tier={line.tier} saving={line.saving} />
          </div>
          <dl className="shop:grid shop:shrink-0 shop:grid-cols-[auto_auto] shop:content-start shop:gap-x-4 shop:gap-y-1 shop:text-sm shop:sm:grid-cols-[auto_6.5rem] shop:sm:text-right">
            <dt id={`${id}-unit`} className="shop:text-muted-foreground">
              {t('cart.unitPrice')}
            </dt>
            <dd aria-labelledby={`${id}-unit`} className="shop:tabular-nums">
              {formats.money(line.unitPrice)}
            </dd>
            <dt id={`${id}-sum`} className="shop:text-muted-foreground">
              {t('cart.lineTotal')}
            </dt>
            <dd
              aria-labelledby={`${id}-sum`}
              className="shop:font-semibold shop:tabular-nums shop:text-card-foreground"
            >
              {formats.money(line.lineTotal)}
            </dd>
          </dl>
        </div>
        {line.kind === 'design' && (
          <DesignDownloads line={line} describedBy={`${id}-name ${id}-details`} />
        )}
        <div className="shop:mt-3 shop:flex shop:flex-wrap shop:items-center shop:justify-between shop:gap-3">
          <QuantityStepper quantity={line.quantity} disabled={busy} onChange={onQuantityChange} />
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={t('cart.removeLabel', { name: label })}
            className="shop:inline-flex shop:items-center shop:gap-1.5 shop:rounded-md shop:px-2 shop:py-1.5 shop:text-sm shop:text-muted-foreground shop:transition-colors shop:hover:bg-destructive/10 shop:hover:text-destructive shop:focus-visible:outline-2 shop:focus-visible:outline-ring shop:disabled:pointer-events-none shop:disabled:opacity-40"
          >
            <TrashIcon />
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
