import { Button } from '@shop/ui';
import { useConfiguratorTranslation } from '../i18n/configurator-translations';

/** Zoom from 50 to 200 in steps of 10, starting at 100. */
export const ZOOM_MIN = 50;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 10;
export const ZOOM_START = 100;

export const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

interface ZoomControlsProps {
  zoom: number;
  onZoom: (zoom: number) => void;
}

export function ZoomControls({ zoom, onZoom }: ZoomControlsProps) {
  const { t } = useConfiguratorTranslation();
  return (
    <div className="conf:flex conf:items-center conf:gap-1">
      <Button
        variant="outline"
        size="sm"
        iconOnly
        aria-label={t('preview.zoomOut')}
        disabled={zoom <= ZOOM_MIN}
        onClick={() => onZoom(clampZoom(zoom - ZOOM_STEP))}
      >
        <span aria-hidden="true">−</span>
      </Button>
      <output
        aria-live="polite"
        className="conf:min-w-14 conf:text-center conf:text-sm conf:tabular-nums"
      >
        <span className="conf:sr-only">{t('preview.zoom', { value: zoom })}</span>
        <span aria-hidden="true">{zoom} %</span>
      </output>
      <Button
        variant="outline"
        size="sm"
        iconOnly
        aria-label={t('preview.zoomIn')}
        disabled={zoom >= ZOOM_MAX}
        onClick={() => onZoom(clampZoom(zoom + ZOOM_STEP))}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </div>
  );
}
