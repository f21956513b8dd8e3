import type { DesignCartLine } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useShopTranslation } from '../../i18n/shop-translations';
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
        className="shop:h-8 shop:px-3 shop:text-xs"
        aria-describedby={describedBy}
        onClick={() => downloadTextFile(`element_${line.id}.dxf`, line.dxfFile, 'application/dxf')}
      >
        <DownloadIcon />
        {t('cart.downloadDxf')}
      </Button>
      <Button
        variant="outline"
        className="shop:h-8 shop:px-3 shop:text-xs"
        aria-describedby={describedBy}
        onClick={() =>
          downloadTextFile(
            `parametry_${line.id}.json`,
            JSON.stringify(line.designParameters, null, 2),
            'application/json',
          )
        }
      >
        <DownloadIcon />
        {t('cart.downloadJson')}
      </Button>
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="shop:size-3.5"
    >
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </svg>
  );
}
