// The names of an offer's or an order's lines in the customer's language.
import {
  productTextIn,
  type CartLine,
  type ContentLanguage,
  type OrderLine,
} from '@shop/contracts';

type LineNames = NonNullable<OrderLine['inOrderLanguage']>;

/**
 * A line's names in `language`: a product as the catalogue names it there (kept on its cart
 * line), a material as pricing names it there; German where either has no text.
 */
function namesIn(
  line: OrderLine,
  item: CartLine | undefined,
  language: ContentLanguage,
  materialNames: ReadonlyMap<number, string>,
): LineNames {
  if (line.kind === 'product') {
    if (item?.kind !== 'product') {
      return line.productDescription === undefined
        ? { productName: line.productName }
        : { productName: line.productName, productDescription: line.productDescription };
    }
    const { name, description } = productTextIn(item.product, language);
    return description
      ? { productName: name, productDescription: description }
      : { productName: name };
  }
  return { materialName: materialNames.get(line.materialId) ?? line.materialName };
}

/** An offer's lines written in the customer's language: the names replace the German ones. */
export function linesIn(
  lines: readonly OrderLine[],
  items: readonly CartLine[],
  language: ContentLanguage,
  materialNames: ReadonlyMap<number, string>,
): OrderLine[] {
  return lines.map((line) => {
    const names = namesIn(line, items[line.position - 1], language, materialNames);
    if (line.kind !== 'product')
      return { ...line, materialName: names.materialName ?? line.materialName };
    const { productDescription: _german, ...rest } = line;
    return {
      ...rest,
      productName: names.productName ?? line.productName,
      ...(names.productDescription ? { productDescription: names.productDescription } : {}),
    };
  });
}

/**
 * An order's lines with the names the customer read beside the German ones (`inOrderLanguage`),
 * for an order placed in English or Polish; an order in German keeps its lines as they are.
 */
export function withOrderLanguageNames(
  lines: readonly OrderLine[],
  items: readonly CartLine[],
  language: ContentLanguage,
  materialNames: ReadonlyMap<number, string>,
): OrderLine[] {
  if (language === 'de') return [...lines];
  return lines.map((line) => ({
    ...line,
    inOrderLanguage: namesIn(line, items[line.position - 1], language, materialNames),
  }));
}
