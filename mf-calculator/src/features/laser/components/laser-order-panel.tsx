import {
  Button,
  MaterialThicknessFields,
  PartFindingsDialog,
  QuantityTierHint,
  readNumberEntry,
  useLocaleFormats,
  useNumberEntryText,
} from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';
import { fieldClass, fieldLabelClass } from '../../../components/field-styles';
import { laserQuantityRules, type LaserOrder } from '../hooks/use-laser-order';
import type { LaserQuote } from '../hooks/use-laser-quote';
import { LaserBreakdown } from './laser-breakdown';
import { QuoteRequestForm } from './quote-request-form';

/**
 * Beside the part: material, thickness and quantity, the instant price (and the server's once it
 * has one), the cart button and the e-mail quote request.
 */
export function LaserOrderPanel({
  order,
  quote,
  onSent,
}: {
  order: LaserOrder;
  quote: LaserQuote;
  onSent: (email: string) => void;
}) {
  const { t } = useCalculatorTranslation();
  const formats = useLocaleFormats();
  const numberEntry = useNumberEntryText();
  const { price, selection } = order;
  const quantityEntry = readNumberEntry(order.quantityText, laserQuantityRules);
  return (
    <aside className="calc:space-y-5 calc:rounded-xl calc:border calc:border-border calc:bg-card calc:p-5 calc:shadow-sm">
      <MaterialThicknessFields
        id="laser"
        materialId={order.selectedMaterial}
        thickness={order.thickness === '' ? null : Number(order.thickness)}
        onMaterialChange={(id) => order.chooseMaterial(String(id))}
        onThicknessChange={(thickness) => order.setThickness(String(thickness))}
        size="lg"
      />
      <div>
        <label htmlFor="laser-quantity" className={fieldLabelClass}>
          {t('laser.quantity')}
        </label>
        <input
          id="laser-quantity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={order.quantityText}
          onChange={(event) => order.setQuantityText(event.target.value)}
          aria-invalid={!quantityEntry.ok}
          aria-describedby={quantityEntry.ok ? undefined : 'laser-quantity-error'}
          className={fieldClass(!quantityEntry.ok)}
        />
        {!quantityEntry.ok && (
          <p id="laser-quantity-error" className="calc:mt-1.5 calc:text-sm calc:text-destructive">
            {numberEntry.message(quantityEntry.message)}
          </p>
        )}
      </div>
      {price ? (
        <LaserBreakdown price={price} />
      ) : (
        <p className="calc:text-sm calc:text-muted-foreground">{t('laser.choosePrompt')}</p>
      )}
      <QuantityTierHint unitPrice={price?.unitPrice} />
      {quote.serverPrice && (
        <p className="calc:text-sm calc:text-muted-foreground">
          {t('laser.serverPrice', { price: formats.money(quote.serverPrice.totalPrice) })}
        </p>
      )}
      <Button
        onClick={quote.add}
        disabled={!price || !selection || quote.blockedReason !== undefined}
        loading={quote.adding}
        aria-describedby={quote.blockedReason ? 'laser-blocked-reason' : undefined}
        size="lg"
        className="calc:w-full"
      >
        {quote.adding ? t('laser.adding') : t('laser.addToCart')}
      </Button>
      {quote.blockedReason && (
        <p id="laser-blocked-reason" className="calc:text-sm calc:text-destructive">
          {quote.blockedReason}
        </p>
      )}
      <PartFindingsDialog
        findings={quote.findingsToConfirm}
        pending={quote.adding}
        onConfirm={quote.confirm}
        onCancel={quote.cancelConfirm}
      />
      <hr className="calc:border-border" />
      <QuoteRequestForm send={quote.sendRequest} onSent={onSent} />
    </aside>
  );
}
