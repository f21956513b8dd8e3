import { useIsMutating } from '@tanstack/react-query';
import type { CartLine } from '@shop/contracts';
import { Card, cartMutationKey } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { useCartLineActions } from '../hooks/use-cart-line-actions';
import { CartLineItem } from './cart-line-item';
import { useLineNames } from '../../../components/line-name';

/** The cart's lines in the order they were added. */
export function CartLines({ lines }: { lines: CartLine[] }) {
  const { t } = useShopTranslation();
  const lineNames = useLineNames();
  const { changeQuantity, removeLine } = useCartLineActions();
  // One change at a time: each sends an absolute quantity computed from the cart on screen.
  const busy = useIsMutating({ mutationKey: cartMutationKey }) > 0;
  return (
    <Card className="shop:px-5 shop:sm:px-6">
      <ul aria-label={t('cart.linesLabel')} className="shop:divide-y shop:divide-border">
        {lines.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            busy={busy}
            onQuantityChange={(quantity) => changeQuantity(line.id, quantity)}
            onRemove={() => removeLine(line.id, lineNames.label(line))}
          />
        ))}
      </ul>
    </Card>
  );
}
