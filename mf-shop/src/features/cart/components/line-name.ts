import type { CartLine } from '@shop/contracts';
import type { TFunction } from 'i18next';

/** What a line is called in the list, in toasts and in its remove button's label. */
export function lineName(line: CartLine, t: TFunction<'shop'>): string {
  switch (line.kind) {
    case 'sheet':
      return t('cart.sheetTitle', { material: line.materialName });
    case 'design':
      return t('cart.designTitle', { material: line.materialName });
    case 'product':
      return line.product.name;
  }
}
