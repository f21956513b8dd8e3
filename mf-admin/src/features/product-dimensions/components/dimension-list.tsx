import type { ProductDimension } from '@shop/contracts';
import { useLocaleFormats } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { DeleteDimensionButton } from './delete-dimension-button';

interface DimensionListProps {
  dimensions: readonly ProductDimension[];
  categoryName: string;
}

/** One category's dimensions, thinnest and then narrowest first, each with its delete button. */
export function DimensionList({ dimensions, categoryName }: DimensionListProps) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const sorted = [...dimensions].sort(
    (a, b) => a.thickness - b.thickness || a.width - b.width || a.length - b.length,
  );
  return (
    <ul className="admin:divide-y admin:divide-border admin:rounded-lg admin:border admin:border-border">
      {sorted.map((dimension) => {
        const size = t('dimensions.size', {
          thickness: formats.millimetres(dimension.thickness),
          width: formats.millimetres(dimension.width),
          length: formats.millimetres(dimension.length),
        });
        return (
          <li
            key={dimension.id}
            className="admin:flex admin:items-center admin:justify-between admin:gap-3 admin:px-4 admin:py-2.5"
          >
            <span className="admin:text-sm admin:font-medium admin:tabular-nums">{size}</span>
            <DeleteDimensionButton dimension={dimension} size={size} categoryName={categoryName} />
          </li>
        );
      })}
    </ul>
  );
}
