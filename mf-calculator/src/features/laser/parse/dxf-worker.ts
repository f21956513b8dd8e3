/// <reference lib="webworker" />
import { readDxf } from '@shop/part-geometry';
import { browserReadOptions, type DxfWorkerMessage, type DxfWorkerRequest } from './dxf-messages';

/**
 * Reads one DXF file off the main thread, so a large drawing never freezes the page. Progress is
 * posted at most every 2 percent; the last message is the result.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<DxfWorkerRequest>) => {
  const post = (message: DxfWorkerMessage) => scope.postMessage(message);
  let lastFraction = -1;
  try {
    const text = await event.data.file.text();
    const result = readDxf(text, {
      ...browserReadOptions,
      onProgress: (fraction) => {
        if (fraction - lastFraction >= 0.02 || fraction >= 1) {
          lastFraction = fraction;
          post({ type: 'progress', fraction });
        }
      },
    });
    post({ type: 'result', result });
  } catch (error) {
    post({
      type: 'result',
      result: { ok: false, code: 'malformed', message: String(error) },
    });
  }
};
