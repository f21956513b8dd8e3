import { useState } from 'react';
import {
  defaultHoleSpacing,
  type BaseShape,
  type DesignParameters,
  type HolePattern,
} from '@shop/part-geometry';
import { NumberField, SwitchField, Tabs, useNumberEntryText } from '@shop/ui';
import {
  DESIGN_FIELD_RULES,
  designFieldMessage,
  type DesignField,
  type DesignFieldMessage,
} from '../design-issues';
import { useConfiguratorTranslation } from '../i18n/configurator-translations';
import { ChoiceField } from './choice-field';

type PanelTab = 'shape' | 'dimensions' | 'holes' | 'corners' | 'more';
const panelTabs: readonly PanelTab[] = ['shape', 'dimensions', 'holes', 'corners', 'more'];
const baseShapes: readonly BaseShape[] = [
  'rectangle',
  'circle',
  'washer',
  'flat-connector',
  'custom-geometry',
];
const holePatterns: readonly HolePattern[] = ['none', 'corners', 'grid'];

interface ParameterPanelProps {
  design: DesignParameters;
  /** Fields whose value the schema refuses: each gets a message next to it. */
  invalidFields: readonly DesignField[];
  onChange: (update: (design: DesignParameters) => DesignParameters) => void;
}

/** The configurator's parameters in the tabs Form, Maße, Löcher, Ecken and Mehr. */
export function ParameterPanel({ design, invalidFields, onChange }: ParameterPanelProps) {
  const { t } = useConfiguratorTranslation();
  const numberEntry = useNumberEntryText();
  const say = (message: DesignFieldMessage) => {
    switch (message.key) {
      case 'innerSmallerThanOuter':
        return t('numberEntry.innerSmallerThanOuter');
      case 'tooManyElements':
        return t('numberEntry.tooManyElements', { max: message.max });
      case 'outOfRange':
        return t('validation.outOfRange');
      default:
        return numberEntry.message(message);
    }
  };
  /** A field's label, range and, when the schema refuses it, what is wrong. */
  const fieldProps = (field: DesignField) => ({
    label: t(`fields.${field}`),
    error: invalidFields.includes(field) ? say(designFieldMessage(field, design)) : undefined,
    ...DESIGN_FIELD_RULES[field],
  });
  const [tab, setTab] = useState<PanelTab>('shape');
  const setDimension = (key: keyof DesignParameters['dimensions']) => (value: number) =>
    onChange((d) => ({ ...d, dimensions: { ...d.dimensions, [key]: value } }));
  const setHoles = (holes: Partial<DesignParameters['holes']>) =>
    onChange((d) => ({ ...d, holes: { ...d.holes, ...holes } }));
  const round = design.baseShape === 'circle' || design.baseShape === 'washer';

  return (
    <Tabs
      variant="pills"
      label={t('panel.label')}
      tabs={panelTabs.map((id) => ({ id, label: t(`tabs.${id}`) }))}
      selected={tab}
      onSelect={setTab}
    >
      <div className="conf:grid conf:gap-4">
        {tab === 'shape' && (
          <ChoiceField
            label={t('fields.baseShape')}
            value={design.baseShape}
            onChange={(value) => onChange((d) => ({ ...d, baseShape: value as BaseShape }))}
            choices={baseShapes.map((shape) => ({ value: shape, label: t(`shapes.${shape}`) }))}
          />
        )}
        {tab === 'dimensions' && round && (
          <>
            <NumberField
              {...fieldProps('diameter')}
              value={design.dimensions.diameter}
              onChange={setDimension('diameter')}
            />
            {design.baseShape === 'washer' && (
              <NumberField
                {...fieldProps('innerDiameter')}
                value={design.dimensions.innerDiameter}
                onChange={setDimension('innerDiameter')}
              />
            )}
          </>
        )}
        {tab === 'dimensions' && !round && (
          <>
            <NumberField
              {...fieldProps('width')}
              value={design.dimensions.width}
              onChange={setDimension('width')}
            />
            <NumberField
              {...fieldProps('height')}
              value={design.dimensions.height}
              onChange={setDimension('height')}
            />
          </>
        )}
        {tab === 'holes' && (
          <>
            <ChoiceField
              label={t('fields.holePattern')}
              value={design.holes.pattern}
              onChange={(value) => {
                const pattern = value as HolePattern;
                const spacing = defaultHoleSpacing(pattern);
                setHoles({ pattern, spacingX: spacing, spacingY: spacing });
              }}
              choices={(design.holes.pattern === 'custom'
                ? [...holePatterns, 'custom' as const]
                : holePatterns
              ).map((pattern) => ({ value: pattern, label: t(`patterns.${pattern}`) }))}
            />
            {design.holes.pattern !== 'none' && (
              <NumberField
                {...fieldProps('holeDiameter')}
                value={design.holes.diameter}
                step={0.1}
                onChange={(diameter) => setHoles({ diameter })}
              />
            )}
            {design.holes.pattern === 'grid' && (
              <div className="conf:grid conf:grid-cols-2 conf:gap-4">
                <NumberField
                  {...fieldProps('rows')}
                  value={design.holes.rows}
                  onChange={(rows) => setHoles({ rows })}
                />
                <NumberField
                  {...fieldProps('columns')}
                  value={design.holes.columns}
                  onChange={(columns) => setHoles({ columns })}
                />
              </div>
            )}
            {(design.holes.pattern === 'grid' || design.holes.pattern === 'corners') && (
              <div className="conf:grid conf:grid-cols-2 conf:gap-4">
                <NumberField
                  {...fieldProps('spacingX')}
                  value={design.holes.spacingX}
                  onChange={(spacingX) => setHoles({ spacingX })}
                />
                <NumberField
                  {...fieldProps('spacingY')}
                  value={design.holes.spacingY}
                  onChange={(spacingY) => setHoles({ spacingY })}
                />
              </div>
            )}
            {design.holes.pattern === 'corners' && (
              <SwitchField
                label={t('fields.includeCenter')}
                checked={design.holes.includeCenter}
                onChange={(includeCenter) => setHoles({ includeCenter })}
              />
            )}
          </>
        )}
        {tab === 'corners' && (
          <>
            <SwitchField
              label={t('fields.roundedCorners')}
              checked={design.features.roundedCorners}
              onChange={(roundedCorners) =>
                onChange((d) => ({ ...d, features: { ...d.features, roundedCorners } }))
              }
            />
            <NumberField
              {...fieldProps('cornerRadius')}
              value={design.features.cornerRadius}
              onChange={(cornerRadius) =>
                onChange((d) => ({ ...d, features: { ...d.features, cornerRadius } }))
              }
            />
          </>
        )}
        {tab === 'more' && (
          <div className="conf:text-sm">
            <p className="conf:text-muted-foreground">{t('more.intro')}</p>
            <ul className="conf:mt-2 conf:list-disc conf:space-y-1 conf:pl-5">
              {(['lines', 'arcs', 'rectangles', 'snapping'] as const).map((key) => (
                <li key={key}>{t(`more.${key}`)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Tabs>
  );
}
