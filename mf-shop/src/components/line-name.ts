import { useCallback, useMemo } from 'react';
import { productTextIn, type CartLine, type ProductCartLine } from '@shop/contracts';
import type { TFunction } from 'i18next';
import {
  useContentLanguage,
  useLocaleFormats,
  useMaterialName,
  type LocaleFormats,
} from '@shop/ui';
import { useShopTranslation } from '../i18n/shop-translations';

/** The outer size of a sheet, design or laser part: '1000 × 500 mm'. */
export function lineSize(
  line: Extract<CartLine, { width: number }>,
  t: TFunction<'shop'>,
  formats: LocaleFormats,
): string {
  return t('cart.size', {
    width: formats.millimetres(line.width),
    height: formats.millimetres(line.height),
  });
}

export interface LineNames {
  /**
   * The line's heading: 'Blechzuschnitt Stahl S235', 'Laserteil flansch.dxf, Edelstahl', or the
   * product's name, in the page's language.
   */
  name(line: CartLine): string;
  /**
   * What tells one line from another (two sheets of one material differ only by size): the
   * accessible name of the line and its remove button, and the subject of the removal toast.
   */
  label(line: CartLine): string;
  /** A product's description in the page's language, if it has one. */
  productDescription(line: ProductCartLine): string | undefined;
}

/**
 * Lines named in the page's language. A line keeps the German names it was priced with, a
 * product line its translations too; a material is named as the material selects name it.
 */
export function useLineNames(): LineNames {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const language = useContentLanguage();
  const materialName = useMaterialName();

  const name = useCallback(
    (line: CartLine): string => {
      switch (line.kind) {
        case 'sheet':
          return t('cart.sheetTitle', {
            material: materialName(line.materialId, line.materialName),
          });
        case 'design':
          return t('cart.designTitle', {
            material: materialName(line.materialId, line.materialName),
          });
        case 'laser':
          return t('cart.laserTitle', {
            fileName: line.fileName,
            material: materialName(line.materialId, line.materialName),
          });
        case 'product':
          return productTextIn(line.product, language).name;
      }
    },
    [t, materialName, language],
  );

  return useMemo(
    () => ({
      name,
      label: (line) =>
        line.kind === 'product' ? name(line) : `${name(line)}, ${lineSize(line, t, formats)}`,
      productDescription: (line) => productTextIn(line.product, language).description,
    }),
    [name, t, formats, language],
  );
}
