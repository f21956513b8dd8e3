import type { DxfReadResult } from '@shop/part-geometry';
import { browserReadOptions, type DxfWorkerMessage, type DxfWorkerRequest } from './dxf-messages';

/** Reads a DXF file and reports progress (0..1); the page's seam for tests. */
export type ParseDxf = (
  file: Blob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<DxfReadResult>;

/** The fallback when no worker can start: the same reader, loaded on demand, on this thread. */
async function readOnMainThread(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<DxfReadResult> {
  const [text, { readDxf }] = await Promise.all([file.text(), import('@shop/part-geometry')]);
  return readDxf(text, { ...browserReadOptions, onProgress });
}

/**
 * Reads the file in a Web Worker (one per file, ended when done or aborted). webpack bundles the
 * worker from this exact `new Worker(new URL(...))` form and resolves it against the remote's
 * public path, so it loads next to remoteEntry.js. The worker entry has a fixed name (served
 * no-cache, like remoteEntry.js; the chunks it loads are hashed): with webpack 5.111 the
 * federation runtime cannot fill [contenthash] or [chunkhash] in a runtime chunk's name
 * (module-federation/core#5077), and [fullhash] needs a getter remoteEntry.js does not have.
 * A remote served from another origin cannot start a worker from it (the browser refuses); the
 * file is then read on the main thread.
 */
export const parseDxfInWorker: ParseDxf = (file, onProgress, signal) =>
  new Promise<DxfReadResult>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(
        /* webpackChunkName: "dxf-worker" */
        /* webpackEntryOptions: { filename: "dxf-worker.js" } */
        new URL('./dxf-worker.ts', import.meta.url),
      );
    } catch {
      // A remote served from another origin (the dev servers) may not start a worker from there.
      resolve(readOnMainThread(file, onProgress));
      return;
    }
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<DxfWorkerMessage>) => {
      if (event.data.type === 'progress') {
        onProgress(event.data.fraction);
        return;
      }
      signal.removeEventListener('abort', stop);
      worker.terminate();
      resolve(event.data.result);
    };
    worker.onerror = (event) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(event.message || 'DXF worker failed'));
    };
    const request: DxfWorkerRequest = { file };
    worker.postMessage(request);
  });
