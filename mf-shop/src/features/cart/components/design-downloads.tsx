import type { DesignCartLine } from '@shop/contracts';
import { Button, DownloadIcon } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { downloadTextFile } from './download-text-file';

/** A design downloads as `element_{id}.dxf` (its DXF text) and `parametry_{id}.json`. */
export function DesignDownloads({
  line,
  describedBy,
}: {
  line: DesignCartLine;
  describedBy: string;
}) {
  const { t } = useShopTranslation();
  return (
    <div className="shop:mt-3 shop:flex shop:flex-wrap shop:gap-2">
      <Button
        variant="outline"
        size="xs"
        icon={<DownloadIcon className="shop:size-3.5" />}
        aria-describedby={describedBy}
        onClick={() => downloadTextFile(`element_${line.id}.dxf`, line.dxfFile, 'application/dxf')}
      >
        {t('cart.downloadDxf')}
      </Button>
      <Button
        variant="outline"
        size="xs"
        icon={<DownloadIcon className="shop:size-3.5" />}
        aria-describedby={describedBy}
        onClick={() =>
          downloadTextFile(
            `parametry_${line.id}.json`,
            JSON.stringify(line.designParameters, null, 2),
            'application/json',
          )
        }
      >
        {t('cart.downloadJson')}
      </Button>
    </div>
  );
}
