import type { CalculatePriceResponse } from '@shop/contracts';
import { Button, CartIcon, showToast, useLocaleFormats, useMaterialName } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';
import { useAddSheetToCart } from '../api/add-sheet-to-cart';

interface AddToCartButtonProps {
  result: CalculatePriceResponse;
}

/**
 * The calculator's add to cart shows a pending state, then a success or failure toast that names
 * the sheet as the page does: the price carries the material's German name, the toast the name in
 * the page's language.
 */
export function AddToCartButton({ result }: AddToCartButtonProps) {
  const { t } = useCalculatorTranslation();
  const formats = useLocaleFormats();
  const materialName = useMaterialName();
  const addToCart = useAddSheetToCart();

  const add = () =>
    addToCart.mutate(result, {
      onSuccess: () =>
        showToast({
          variant: 'success',
          title: t('cart.added'),
          description: t('cart.addedText', {
            material: materialName(result.material.id, result.material.displayName),
            thickness: formats.millimetres(result.thickness),
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
      icon={<CartIcon />}
      loading={addToCart.isPending}
      size="lg"
      className="calc:mt-5 calc:w-full"
    >
      {addToCart.isPending ? t('cart.adding') : t('cart.add')}
    </Button>
  );
}
