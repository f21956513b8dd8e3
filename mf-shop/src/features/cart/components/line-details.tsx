import { Fragment } from 'react';
import type { CartLine, DesignCartLine } from '@shop/contracts';
import { useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { lineSize, useLineNames } from '../../../components/line-name';
import { LineFindings } from './line-findings';

const knownShapes = ['rectangle', 'circle', 'washer', 'flat-connector', 'custom-geometry'] as const;
type KnownShape = (typeof knownShapes)[number];

/** The design's base shape, when the parameters name one we have a word for. */
function baseShapeOf(line: DesignCartLine): KnownShape | undefined {
  const shape = line.designParameters['baseShape'];
  return knownShapes.find((known) => known === shape);
}

/** What was ordered, beneath the line's name: sizes, thickness, material price or description. */
export function LineDetails({ line, id }: { line: CartLine; id: string }) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const lineNames = useLineNames();

  if (line.kind === 'product') {
    const description = lineNames.productDescription(line);
    return description ? (
      <p id={id} className="shop:mt-1 shop:text-sm shop:text-muted-foreground">
        {description}
      </p>
    ) : null;
  }

  const size = lineSize(line, t, formats);
  const thickness = t('cart.thickness', { thickness: formats.millimetres(line.thickness) });
  const shape = line.kind === 'design' ? baseShapeOf(line) : undefined;
  const facts = [shape && t(`cart.shapes.${shape}`), size, thickness].filter(Boolean);

  return (
    <div id={id} className="shop:mt-1 shop:space-y-0.5 shop:text-sm shop:text-muted-foreground">
      <p>
        {facts.map((fact, index) => (
          <Fragment key={fact}>
            {index > 0 && ' · '}
            {/* '2 mm dick' never breaks between number and unit. */}
            <span className="shop:whitespace-nowrap">{fact}</span>
          </Fragment>
        ))}
      </p>
      {line.kind === 'sheet' && (
        <p>{t('cart.pricePerM2', { price: formats.money(line.pricePerM2) })}</p>
      )}
      <LineFindings line={line} />
    </div>
  );
}
