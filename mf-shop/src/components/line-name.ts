import type { CartLine } from '@shop/contracts';
import type { TFunction } from 'i18next';
import type { LocaleFormats } from '@shop/ui';

/**
 * The line's heading: 'Blechzuschnitt Stahl S235', 'Laserteil flansch.dxf, Edelstahl', or the
 * product's name.
 */
export function lineName(line: CartLine, t: TFunction<'shop'>): string {
  switch (line.kind) {
    case 'sheet':
      return t('cart.sheetTitle', { material: line.materialName });
    case 'design':
      return t('cart.designTitle', { material: line.materialName });
    case 'laser':
      return t('cart.laserTitle', { fileName: line.fileName, material: line.materialName });
    case 'product':
      return line.product.name;
  }
}

/** The outer size of a sheet, design or laser part: '1.000 × 500 mm'. */
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

/**
 * What tells one line from another (two sheets of one material differ only by size): the
 * accessible name of the line and its remove button, and the subject of the removal toast.
 */
export function lineLabel(line: CartLine, t: TFunction<'shop'>, formats: LocaleFormats): string {
  const name = lineName(line, t);
  return line.kind === 'product' ? name : `${name}, ${lineSize(line, t, formats)}`;
}
