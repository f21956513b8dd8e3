import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, ManufacturabilityFindingList, QuantityTierHint, Tabs } from '@shop/ui';
import type { ManufacturabilityFinding } from '@shop/contracts';
import type { DesignParameters } from '@shop/part-geometry';
import type { DesignPriceState } from '../hooks/use-design-price';
import { useConfiguratorTranslation } from '../i18n/configurator-translations';
import { DesignActions } from './design-actions';
import { DesignPreview } from './design-preview';
import { ZOOM_START, ZoomControls } from './zoom-controls';

// The editor is the heavier half of the page and most visitors only use the form: loaded on demand.
const DrawingEditor = lazy(() =>
  import('../../editor/drawing-editor').then((module) => ({ default: module.DrawingEditor })),
);

type ViewMode = 'preview' | 'editor';

interface PreviewCardProps {
  /** What preview and editor show: the design, or while it is invalid the last valid one. */
  design: DesignParameters;
  /** The design as the schema accepted it; undefined while it is invalid (no DXF then). */
  validDesign: DesignParameters | undefined;
  onDesignChange: (next: DesignParameters) => void;
  materialId: number | null;
  thickness: number | null;
  priceState: DesignPriceState;
  /** The shown design's manufacturability findings under the selected material's rules. */
  findings: readonly ManufacturabilityFinding[];
}

/** The preview card with the tabs Vorschau and Editor, dimension toggle, zoom and buttons. */
export function PreviewCard(props: PreviewCardProps) {
  const { t } = useConfiguratorTranslation();
  const { t: tCommon } = useTranslation('common');
  const [mode, setMode] = useState<ViewMode>('preview');
  const [zoom, setZoom] = useState(ZOOM_START);
  const [showDimensions, setShowDimensions] = useState(false);

  return (
    <Card className="conf:flex conf:flex-col conf:gap-4 conf:p-4 conf:sm:p-6">
      <div className="conf:flex conf:flex-wrap conf:items-center conf:justify-between conf:gap-2">
        <h2 className="conf:text-lg conf:font-semibold">{t('preview.title')}</h2>
        <div className="conf:flex conf:flex-wrap conf:items-center conf:gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={showDimensions}
            onClick={() => setShowDimensions((shown) => !shown)}
          >
            {showDimensions ? t('preview.hideDimensions') : t('preview.showDimensions')}
          </Button>
          <ZoomControls zoom={zoom} onZoom={setZoom} />
        </div>
      </div>
      <Tabs
        variant="pills"
        label={t('preview.title')}
        tabs={[
          { id: 'preview', label: t('preview.tabPreview') },
          { id: 'editor', label: t('preview.tabEditor') },
        ]}
        selected={mode}
        onSelect={setMode}
      >
        {mode === 'preview' ? (
          <DesignPreview
            design={props.design}
            zoom={zoom}
            showDimensions={showDimensions}
            findings={props.findings}
          />
        ) : (
          <Suspense fallback={<div className="conf:h-96" />}>
            <DrawingEditor
              design={props.design}
              onDesignChange={props.onDesignChange}
              zoom={zoom}
              showDimensions={showDimensions}
            />
          </Suspense>
        )}
      </Tabs>
      {props.findings.length > 0 && (
        <section
          aria-labelledby="configurator-findings"
          data-testid="design-findings"
          className="conf:rounded-md conf:border conf:border-destructive/40 conf:bg-destructive/5 conf:p-3"
        >
          <h3 id="configurator-findings" className="conf:mb-1 conf:text-sm conf:font-semibold">
            {tCommon('manufacturability.title')}
          </h3>
          <ManufacturabilityFindingList findings={props.findings} />
        </section>
      )}
      <DesignActions
        design={props.validDesign}
        materialId={props.materialId}
        thickness={props.thickness}
        priceState={props.priceState}
        findings={props.findings}
      />
      <QuantityTierHint unitPrice={priced(props.priceState)} />
    </Card>
  );
}

/** The price of one part while the design is priced; the tier hint shows nothing otherwise. */
function priced(state: DesignPriceState): number | null {
  return state.status === 'priced' ? state.price.totalPrice : null;
}
