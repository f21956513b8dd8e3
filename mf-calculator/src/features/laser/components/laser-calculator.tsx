import { useEffect, useRef, useState } from 'react';
import {
  AlertMessage,
  ApiError,
  Button,
  showToast,
  Spinner,
  useCartMutation,
  useHoleCost,
  useLocaleFormats,
  useMaterialPrices,
} from '@shop/ui';
import { MAX_LASER_UPLOAD_BYTES, type LaserQuoteResponse } from '@shop/contracts';
import { laserServerErrorKey } from '../api/laser-errors';
import {
  priceLaserQuote,
  type DxfFailure,
  type DxfFinding,
  type DxfPreview,
  type DxfQuoteMetrics,
} from '@shop/part-geometry';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';
import { fieldClass, fieldLabelClass } from '../../../components/field-styles';
import { MaterialSelect } from '../../../components/material-select';
import { ThicknessSelect } from '../../../components/thickness-select';
import {
  addLaserToCart,
  createLaserQuoteRequest,
  uploadLaserQuote,
  type LaserSelection,
} from '../api/laser-api';
import type { ParseDxf } from '../parse/parse-dxf';
import { DropZone } from './drop-zone';
import { LaserBreakdown } from './laser-breakdown';
import { PartPreview } from './part-preview';
import { QuoteRequestForm } from './quote-request-form';

interface ReadPart {
  file: File;
  metrics: DxfQuoteMetrics;
  findings: DxfFinding[];
  preview: DxfPreview;
}

type FileState =
  | { phase: 'idle' }
  | { phase: 'reading'; file: File; progress: number }
  | { phase: 'read'; part: ReadPart }
  | { phase: 'error'; title: string; text: string; hint?: string }
  | { phase: 'sent'; email: string };

const MAX_QUANTITY = 10_000;

function parseQuantity(value: string): number | null {
  const quantity = Number(value);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/**
 * The DXF quote (SPEC 2 and 4 'Laser upload', issue 8): choose or drop a file, read it in a Web
 * Worker with a progress bar, see the part, its findings and an instant price; the cart and the
 * e-mail request upload the file so the server prices it itself.
 */
export function LaserCalculator({ parseDxf }: { parseDxf: ParseDxf }) {
  const { t } = useCalculatorTranslation();
  const formats = useLocaleFormats();
  const [state, setState] = useState<FileState>({ phase: 'idle' });
  const [materialId, setMaterialId] = useState('');
  const [thickness, setThickness] = useState('');
  const [quantityText, setQuantityText] = useState('1');
  const [quote, setQuote] = useState<{ file: File; response: LaserQuoteResponse } | null>(null);
  const reading = useRef<AbortController | null>(null);

  useEffect(() => () => reading.current?.abort(), []);

  const selectedMaterial = materialId === '' ? null : Number(materialId);
  const prices = useMaterialPrices(selectedMaterial);
  const holeCost = useHoleCost();
  const quantity = parseQuantity(quantityText);
  const priceRow = prices.data?.find((row) => String(row.thickness) === thickness);
  const part = state.phase === 'read' ? state.part : null;
  const price =
    part && priceRow && quantity !== null
      ? priceLaserQuote(part.metrics, {
          pricePerM2: priceRow.pricePerM2,
          cuttingLineCost: priceRow.cuttingLineCost,
          holeCost,
          quantity,
        })
      : null;
  const selection: LaserSelection | null =
    selectedMaterial !== null && priceRow && quantity !== null
      ? { materialId: selectedMaterial, thickness: priceRow.thickness, quantity }
      : null;

  const fail = (title: string, text: string, hint?: string) =>
    setState({ phase: 'error', title, text, hint });

  const failureText = (failure: Pick<DxfFailure, 'code'> & { hint?: string }) => ({
    text: t(`laser.failures.${failure.code}`, { defaultValue: t('laser.failures.unknown') }),
    // The reader's hints are English; the one worth translating is DWG saved under a .dxf name.
    hint: failure.code === 'not_dxf' && failure.hint !== undefined ? t('laser.dwgHint') : undefined,
  });

  const chooseFile = (file: File) => {
    reading.current?.abort();
    setQuote(null);
    if (!file.name.toLowerCase().endsWith('.dxf')) {
      fail(t('laser.invalidTitle'), t('laser.invalidText'));
      return;
    }
    if (file.size > MAX_LASER_UPLOAD_BYTES) {
      fail(t('laser.invalidTitle'), t('laser.tooLarge'));
      return;
    }
    const controller = new AbortController();
    reading.current = controller;
    setState({ phase: 'reading', file, progress: 0 });
    parseDxf(
      file,
      (progress) => {
        if (!controller.signal.aborted) setState({ phase: 'reading', file, progress });
      },
      controller.signal,
    ).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) {
          setState({ phase: 'read', part: { file, ...result } });
        } else {
          const { text, hint } = failureText(result);
          fail(t('laser.readFailedTitle'), text, hint);
        }
      },
      () => {
        if (!controller.signal.aborted) {
          fail(t('laser.readFailedTitle'), t('laser.failures.unknown'));
        }
      },
    );
  };

  /** The stored quote for this file, uploading it once (with the selection, for the server price). */
  const ensureQuote = async (file: File): Promise<LaserQuoteResponse> => {
    if (quote?.file === file && (!selection || quote.response.price)) return quote.response;
    try {
      const response = await uploadLaserQuote(file, selection);
      setQuote({ file, response });
      return response;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.body) {
        const { text, hint } = failureText({
          code: error.body.code as DxfFailure['code'],
          hint: error.body.hint,
        });
        fail(t('laser.readFailedTitle'), text, hint);
      }
      throw error;
    }
  };

  const addToCart = useCartMutation(
    async (variables: { file: File; selection: LaserSelection }) => {
      const response = await ensureQuote(variables.file);
      return addLaserToCart({ quoteId: response.quoteId, ...variables.selection });
    },
  );

  const add = () => {
    if (!part || !selection) return;
    addToCart.mutate(
      { file: part.file, selection },
      {
        onSuccess: () =>
          showToast({
            variant: 'success',
            title: t('laser.added'),
            description: t('laser.addedText', {
              quantity: selection.quantity,
              fileName: part.file.name,
            }),
          }),
        onError: (error) =>
          showToast({
            variant: 'error',
            title: t('laser.addFailedTitle'),
            description: t(laserServerErrorKey(error) ?? 'laser.addFailed'),
          }),
      },
    );
  };

  const sendRequest = async (email: string, message: string | undefined) => {
    if (!part) return;
    const response = await ensureQuote(part.file);
    return createLaserQuoteRequest(response.quoteId, {
      email,
      message,
      quantity: quantity ?? 1,
      ...(selection ? { materialId: selection.materialId, thickness: selection.thickness } : {}),
    });
  };

  const reset = () => {
    reading.current?.abort();
    setQuote(null);
    setState({ phase: 'idle' });
  };

  if (state.phase === 'sent') {
    return (
      <div
        role="status"
        className="calc:rounded-xl calc:border calc:border-primary/40 calc:bg-primary/5 calc:p-6 calc:text-left"
      >
        <p className="calc:text-lg calc:font-semibold">{t('laser.request.successTitle')}</p>
        <p className="calc:mt-2 calc:text-sm calc:text-muted-foreground">
          {t('laser.request.successText', { email: state.email })}
        </p>
        <Button className="calc:mt-4" onClick={reset}>
          {t('laser.request.another')}
        </Button>
      </div>
    );
  }

  const serverPrice =
    part &&
    quote?.file === part.file &&
    quote.response.price &&
    quote.response.price.quantity === quantity &&
    quote.response.price.thickness === priceRow?.thickness
      ? quote.response.price
      : null;

  return (
    <div className="calc:grid calc:gap-6 calc:text-left calc:lg:grid-cols-[1fr_22rem]">
      <div className="calc:space-y-6">
        <DropZone onFile={chooseFile} hasFile={state.phase === 'read'} />
        {state.phase === 'reading' && (
          <div className="calc:space-y-2">
            <p className="calc:text-sm calc:text-muted-foreground">
              {t('laser.reading', { percent: Math.round(state.progress * 100) })}
            </p>
            <div
              role="progressbar"
              aria-label={t('laser.readingLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(state.progress * 100)}
              className="calc:h-2 calc:overflow-hidden calc:rounded-full calc:bg-muted"
            >
              <div
                className="calc:h-full calc:bg-primary calc:transition-[width]"
                style={{ width: `${Math.round(state.progress * 100)}%` }}
              />
            </div>
          </div>
        )}
        {state.phase === 'error' && (
          <AlertMessage title={state.title}>
            {state.hint ? `${state.text} ${state.hint}` : state.text}
          </AlertMessage>
        )}
        {part && (
          <section className="calc:space-y-4 calc:rounded-xl calc:border calc:border-border calc:bg-card calc:p-5 calc:shadow-sm">
            <h2 className="calc:text-lg calc:font-semibold">
              {t('laser.previewTitle')}: {part.file.name}
            </h2>
            <PartPreview fileName={part.file.name} metrics={part.metrics} preview={part.preview} />
            <dl className="calc:grid calc:grid-cols-2 calc:gap-3 calc:text-sm calc:sm:grid-cols-4">
              <Metric
                label={t('laser.metrics.size')}
                value={t('laser.metrics.sizeValue', {
                  width: formats.millimetres(part.metrics.boundingBox.widthMm),
                  height: formats.millimetres(part.metrics.boundingBox.heightMm),
                })}
              />
              <Metric
                label={t('laser.metrics.cutLength')}
                value={t('laser.metrics.cutLengthValue', {
                  value: formats.length(part.metrics.cutLengthMm / 1000),
                })}
              />
              <Metric label={t('laser.metrics.pierces')} value={String(part.metrics.pierceCount)} />
              {part.metrics.netAreaMm2 !== null && (
                <Metric
                  label={t('laser.metrics.netArea')}
                  value={t('laser.metrics.netAreaValue', {
                    value: formats.area(part.metrics.netAreaMm2 / 1_000_000),
                  })}
                />
              )}
            </dl>
            {part.findings.length > 0 && (
              <div>
                <h3 className="calc:text-sm calc:font-semibold">{t('laser.findingsTitle')}</h3>
                <ul className="calc:mt-2 calc:list-disc calc:space-y-1 calc:pl-5 calc:text-sm calc:text-muted-foreground">
                  {part.findings.map((finding) => (
                    <li key={finding.code}>
                      {t(`laser.findings.${finding.code}`, { defaultValue: finding.message })}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>
        )}
      </div>
      {part && (
        <aside className="calc:space-y-5 calc:rounded-xl calc:border calc:border-border calc:bg-card calc:p-5 calc:shadow-sm">
          <MaterialSelect
            value={materialId}
            onChange={(value) => {
              setMaterialId(value);
              setThickness('');
            }}
          />
          <ThicknessSelect
            materialId={selectedMaterial}
            value={thickness}
            onChange={setThickness}
          />
          <div>
            <label htmlFor="laser-quantity" className={fieldLabelClass}>
              {t('laser.quantity')}
            </label>
            <input
              id="laser-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_QUANTITY}
              step={1}
              value={quantityText}
              onChange={(event) => setQuantityText(event.target.value)}
              aria-invalid={quantity === null}
              className={fieldClass(quantity === null)}
            />
            {quantity === null && (
              <p className="calc:mt-1.5 calc:text-sm calc:text-destructive">
                {t('laser.quantityInvalid')}
              </p>
            )}
          </div>
          {price ? (
            <LaserBreakdown price={price} />
          ) : (
            <p className="calc:text-sm calc:text-muted-foreground">{t('laser.choosePrompt')}</p>
          )}
          {serverPrice && (
            <p className="calc:text-sm calc:text-muted-foreground">
              {t('laser.serverPrice', { price: formats.money(serverPrice.totalPrice) })}
            </p>
          )}
          <Button
            onClick={add}
            disabled={!price || !selection || addToCart.isPending}
            aria-busy={addToCart.isPending}
            className="calc:h-11 calc:w-full calc:text-base"
          >
            {addToCart.isPending && <Spinner className="calc:size-4" />}
            {addToCart.isPending ? t('laser.adding') : t('laser.addToCart')}
          </Button>
          <hr className="calc:border-border" />
          <QuoteRequestForm
            send={sendRequest}
            onSent={(email) => setState({ phase: 'sent', email })}
          />
        </aside>
      )}
    </div>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="calc:text-muted-foreground">{label}</dt>
      <dd className="calc:font-semibold calc:tabular-nums">{value}</dd>
    </div>
  );
}
