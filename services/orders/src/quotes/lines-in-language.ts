import {
  productTextIn,
  type CartLine,
  type ContentLanguage,
  type OrderLine,
} from '@shop/contracts';

/**
 * A quote's lines in the customer's language: a product as the catalogue names it in that language
 * (kept on its cart line), a material as pricing names it there; German where either has no text.
 */
export function linesIn(
  lines: readonly OrderLine[],
  items: readonly CartLine[],
  language: ContentLanguage,
  materialNames: ReadonlyMap<number, string>,
): OrderLine[] {
  return lines.map((line) => {
    if (line.kind === 'product') {
      const item = items[line.position - 1];
      if (item?.kind !== 'product') return line;
      const { name, description } = productTextIn(item.product, language);
      const { productDescription: _german, ...rest } = line;
      return {
        ...rest,
        productName: name,
        ...(description ? { productDescription: description } : {}),
      };
    }
    return { ...line, materialName: materialNames.get(line.materialId) ?? line.materialName };
  });
}
