import { useCallback, useMemo, useState } from 'react';
import { Button, Card, showToast, useHoleCost, useMaterialPrices, usePageMeta } from '@shop/ui';
import {
  defaultDesignParameters,
  parseDesignParameters,
  type DesignParameters,
} from '@shop/part-geometry';
import { DesignPriceBreakdown } from '../features/configurator/components/design-price-breakdown';
import {
  MaterialFields,
  THICKNESS_ON_MATERIAL_CHANGE,
} from '../features/configurator/components/material-fields';
import { ParameterPanel } from '../features/configurator/components/parameter-panel';
import { PreviewCard } from '../features/configurator/components/preview-card';
import { useDesignPrice } from '../features/configurator/hooks/use-design-price';
import {
  useDesignFindings,
  useManufacturingRules,
} from '../features/configurator/hooks/use-design-findings';
import { useConfiguratorTranslation } from '../features/configurator/i18n/configurator-translations';

/** Route /konfigurator: design a flat part, see its price, download its DXF, add it to the cart. */
export default function ConfiguratorPage() {
  const { t } = useConfiguratorTranslation();
  usePageMeta({ title: t('title'), description: t('intro'), path: '/konfigurator' });
  const [design, setDesign] = useState<DesignParameters>(defaultDesignParameters);
  const [panelOpen, setPanelOpen] = useState(true);
  const [materialId, setMaterialId] = useState<number | null>(null);
  const [thickness, setThickness] = useState<number | null>(null);
  const priceRows = useMaterialPrices(materialId);
  const holeCost = useHoleCost();
  // The form state may hold anything the inputs allow (negative, fractional rows, huge sizes);
  // price, preview, editor and DXF only ever see what the schema accepts, as the server does.
  const parsed = useMemo(() => parseDesignParameters(design), [design]);
  const [lastValidDesign, setLastValidDesign] = useState(defaultDesignParameters);
  if (parsed.ok && parsed.design !== lastValidDesign) setLastValidDesign(parsed.design);
  const priceState = useDesignPrice(parsed, priceRows.data, thickness, holeCost);
  const shownDesign = parsed.ok ? parsed.design : lastValidDesign;
  const rules = useManufacturingRules(materialId, thickness, priceRows.data);
  const findings = useDesignFindings(shownDesign, rules);

  const updateDesign = useCallback(
    (update: (current: DesignParameters) => DesignParameters) => setDesign(update),
    [],
  );

  return (
    <div className="conf:mx-auto conf:max-w-7xl conf:px-4 conf:py-8 conf:sm:py-12">
      <div className="conf:flex conf:flex-wrap conf:items-end conf:justify-between conf:gap-4">
        <div>
          <h1 className="conf:text-3xl conf:font-bold conf:tracking-tight conf:sm:text-4xl">
            {t('title')}
          </h1>
          <p className="conf:mt-2 conf:max-w-2xl conf:text-muted-foreground">{t('intro')}</p>
        </div>
        <Button
          variant="outline"
          aria-expanded={panelOpen}
          aria-controls="configurator-parameters"
          onClick={() => setPanelOpen((open) => !open)}
        >
          {panelOpen ? t('panel.hide') : t('panel.show')}
        </Button>
      </div>
      <div
        className={`conf:mt-6 conf:grid conf:grid-cols-[minmax(0,1fr)] conf:items-start conf:gap-6 ${panelOpen ? 'conf:lg:grid-cols-[minmax(0,27rem)_minmax(0,1fr)]' : ''}`}
      >
        {panelOpen && (
          <Card
            id="configurator-parameters"
            className="conf:flex conf:flex-col conf:gap-6 conf:p-4 conf:sm:p-6"
          >
            <ParameterPanel
              design={design}
              invalidFields={priceState.status === 'invalid' ? priceState.issues.fields : []}
              onChange={updateDesign}
            />
            <Button
              variant="secondary"
              onClick={() =>
                showToast({
                  title: t('template.generated'),
                  description: t('template.generatedText'),
                })
              }
            >
              {t('template.generate')}
            </Button>
            <MaterialFields
              materialId={materialId}
              thickness={thickness}
              onMaterialChange={(id) => {
                setMaterialId(id);
                setThickness(THICKNESS_ON_MATERIAL_CHANGE);
              }}
              onThicknessChange={setThickness}
            />
            <section aria-labelledby="configurator-price">
              <h2 id="configurator-price" className="conf:mb-2 conf:text-lg conf:font-semibold">
                {t('price.title')}
              </h2>
              <DesignPriceBreakdown state={priceState} holeCost={holeCost} />
            </section>
          </Card>
        )}
        <PreviewCard
          design={shownDesign}
          validDesign={parsed.ok ? parsed.design : undefined}
          onDesignChange={setDesign}
          materialId={materialId}
          thickness={thickness}
          priceState={priceState}
          findings={findings}
        />
      </div>
    </div>
  );
}
