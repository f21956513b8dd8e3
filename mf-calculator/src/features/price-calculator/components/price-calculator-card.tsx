import { MaterialThicknessFields, useNumberEntryText } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';
import { usePriceCalculator } from '../hooks/use-price-calculator';
import type { FieldMessage } from '../hooks/validate-price-inputs';
import { DimensionInput } from './dimension-input';
import { MaterialsAlert } from './materials-alert';
import { PriceResult } from './price-result';

/** The home page's calculator: the inputs on one side, the live price on the other. */
export function PriceCalculatorCard() {
  const { t } = useCalculatorTranslation();
  const calculator = usePriceCalculator();
  const { inputs, fieldMessages } = calculator;
  const materialId = inputs.materialId === '' ? null : Number(inputs.materialId);
  const numberEntry = useNumberEntryText();
  const message = (fieldMessage: FieldMessage | undefined) =>
    fieldMessage ? numberEntry.message(fieldMessage) : undefined;

  return (
    <section
      id="price-calculator"
      aria-labelledby="price-calculator-title"
      className="calc:rounded-2xl calc:border calc:border-border calc:bg-card calc:p-5 calc:text-card-foreground calc:shadow-lg calc:sm:p-8"
    >
      <div className="calc:grid calc:gap-8 calc:lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h2
            id="price-calculator-title"
            className="calc:text-2xl calc:font-semibold calc:tracking-tight"
          >
            {t('form.title')}
          </h2>
          <p className="calc:mt-1 calc:text-sm calc:text-muted-foreground">
            {t('form.description')}
          </p>
          <form
            className="calc:mt-6 calc:grid calc:grid-cols-2 calc:gap-x-4 calc:gap-y-5 calc:sm:gap-x-5"
            noValidate
            onSubmit={(event) => event.preventDefault()}
          >
            <MaterialsAlert />
            <MaterialThicknessFields
              id="calculator"
              materialId={materialId}
              thickness={inputs.thickness === '' ? null : Number(inputs.thickness)}
              onMaterialChange={(id) => calculator.setMaterialId(String(id))}
              onThicknessChange={(thickness) => calculator.setThickness(String(thickness))}
              size="lg"
              fieldClassName="calc:col-span-2 calc:sm:col-span-1"
              // The alert above the form says it: nothing can be priced without materials.
              materialsFailureShownElsewhere
            />
            <DimensionInput
              id="calculator-width"
              label={t('form.width')}
              value={inputs.width}
              onChange={calculator.setWidth}
              error={message(fieldMessages.width)}
            />
            <DimensionInput
              id="calculator-height"
              label={t('form.height')}
              value={inputs.height}
              onChange={calculator.setHeight}
              error={message(fieldMessages.height)}
            />
          </form>
        </div>
        <PriceResult state={calculator.priceState} />
      </div>
    </section>
  );
}
