import type { CalculatePriceResponse } from '@shop/contracts';
import { Button, CartIcon, showToast, Spinner, useLocaleFormats } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';
import { useAddSheetToCart } from '../api/add-sheet-to-cart';

interface AddToCartButtonProps {
  result: CalculatePriceResponse;
}

/** The calculator's add to cart shows a pending state, then a success or failure toast. */
export function AddToCartButton({ result }: AddToCartButtonProps) {
  const { t } = useCalculatorTranslation();
  const formats = useLocaleFormats();
  const addToCart = useAddSheetToCart();

  const add = () =>
    addToCart.mutate(result, {
      onSuccess: () =>
        showToast({
          variant: 'success',
          title: t('cart.added'),
          description: t('cart.addedText', {
            material: result.material.displayName,
            thickness: formats.thickness(result.thickness),
            width: formats.millimetres(result.width),
            height: formats.millimetres(result.height),
          }),
        }),
      onError: () =>
        showToast({
          variant: 'error',
          title: t('cart.failedTitle'),
          description: t('cart.failed'),
        }),
    });

  return (
    <Button
      onClick={add}
      disabled={addToCart.isPending}
      aria-busy={addToCart.isPending}
      className="calc:mt-5 calc:h-11 calc:w-full calc:text-base"
    >
      {addToCart.isPending ? <Spinner className="calc:size-4" /> : <CartIcon />}
      {addToCart.isPending ? t('cart.adding') : t('cart.add')}
    </Button>
  );
}
