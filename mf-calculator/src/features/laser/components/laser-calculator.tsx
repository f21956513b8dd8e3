import { AlertMessage } from '@shop/ui';
import { useDxfFile } from '../hooks/use-dxf-file';
import { useLaserOrder } from '../hooks/use-laser-order';
import { useLaserQuote } from '../hooks/use-laser-quote';
import type { ParseDxf } from '../parse/parse-dxf';
import { DropZone } from './drop-zone';
import { LaserOrderPanel } from './laser-order-panel';
import { PartSummary } from './part-summary';
import { ReadingProgress } from './reading-progress';
import { RequestSent } from './request-sent';

/**
 * The DXF quote: choose or drop a file, read it in a Web Worker with a progress bar, see the part,
 * its findings and an instant price; the cart and the e-mail request upload the file so the
 * server prices it itself.
 */
export function LaserCalculator({ parseDxf }: { parseDxf: ParseDxf }) {
  const dxfFile = useDxfFile(parseDxf);
  const { state, part } = dxfFile;
  const order = useLaserOrder(part);
  const quote = useLaserQuote(part, order, dxfFile.failRead);

  const chooseFile = (file: File) => {
    quote.forget();
    dxfFile.choose(file);
  };

  const reset = () => {
    quote.forget();
    dxfFile.reset();
  };

  if (state.phase === 'sent') return <RequestSent email={state.email} onAnother={reset} />;

  return (
    <div className="calc:grid calc:gap-6 calc:text-left calc:lg:grid-cols-[1fr_22rem]">
      <div className="calc:space-y-6">
        <DropZone onFile={chooseFile} hasFile={state.phase === 'read'} />
        {state.phase === 'reading' && <ReadingProgress progress={state.progress} />}
        {state.phase === 'error' && (
          <AlertMessage title={state.title}>
            {state.hint ? `${state.text} ${state.hint}` : state.text}
          </AlertMessage>
        )}
        {part && <PartSummary part={part} manufacturability={quote.manufacturability} />}
      </div>
      {part && <LaserOrderPanel order={order} quote={quote} onSent={dxfFile.sent} />}
    </div>
  );
}
