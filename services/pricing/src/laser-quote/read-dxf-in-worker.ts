import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DxfReadResult } from '@shop/part-geometry';
import type { ManufacturingRules } from '@shop/shop-rules';

/** Longest a DXF may take to read before it counts as too complex. */
export const DXF_READ_TIMEOUT_MS = 10_000;
/** Heap of the reading thread: enough for a 50 MB drawing, bounded so a bomb ends there. */
const WORKER_HEAP_MB = 1400;

/** The compiled worker script; under Jest this module runs from src/, the worker from dist/. */
function workerScript(): string {
  const here = fileURLToPath(new URL('./dxf-worker.js', import.meta.url));
  return existsSync(here) ? here : here.replace(/([/\\])src([/\\])/, '$1dist$2');
}

const tooComplex = (message: string): DxfReadResult => ({
  ok: false,
  code: 'too_complex',
  message,
  hint: 'Simplify the drawing: explode nested blocks and remove everything that is not cut.',
});

/** A worker that has loaded (or is loading) the parser, waiting for one file. */
interface SpareWorker {
  worker: Worker;
  exited: boolean;
}

let spare: SpareWorker | undefined;

function startWorker(): SpareWorker {
  const worker = new Worker(workerScript(), {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: false,
    stderr: false,
  });
  // Never what keeps the process alive (a shutdown must not wait for an idle spare).
  worker.unref();
  const started: SpareWorker = { worker, exited: false };
  worker.once('exit', () => {
    started.exited = true;
  });
  worker.on('error', () => undefined);
  return started;
}

/** Starts the next reader ahead of need, so a request does not wait for the parser to load. */
export function prepareDxfWorker(): void {
  try {
    if (!spare || spare.exited) spare = startWorker();
  } catch {
    // No compiled worker script (a test running the sources): the first read starts one or fails.
    spare = undefined;
  }
}

/** Stops the waiting reader (on shutdown). */
export async function stopDxfWorker(): Promise<void> {
  const idle = spare;
  spare = undefined;
  await idle?.worker.terminate();
}

/** How a DXF is read in the worker. */
export interface DxfWorkerOptions {
  /** Longest the read may take (default DXF_READ_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Also draw the part with at most this many vertices. */
  drawingMaxPoints?: number;
  /** Also check the part against these rules. */
  manufacturingRules?: ManufacturingRules;
}

/**
 * Reads a DXF with part-geometry's readDxf in a worker thread with a bounded heap, terminated after
 * `timeoutMs`: a file that takes longer or runs out of memory is answered as too complex.
 */
export function readDxfInWorker(
  bytes: Uint8Array,
  { timeoutMs = DXF_READ_TIMEOUT_MS, drawingMaxPoints, manufacturingRules }: DxfWorkerOptions = {},
): Promise<DxfReadResult> {
  const taken = spare && !spare.exited ? spare : startWorker();
  spare = undefined;
  prepareDxfWorker();
  const { worker } = taken;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: DxfReadResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () => settle(tooComplex('The drawing took too long to read.')),
      timeoutMs,
    );
    worker.once('message', (result: DxfReadResult) => settle(result));
    worker.once('error', (error: Error) =>
      settle(
        /memory/i.test(error.message) ||
          (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? tooComplex('The drawing needs too much memory to read.')
          : { ok: false, code: 'malformed', message: 'The DXF file could not be read.' },
      ),
    );
    worker.once('exit', () =>
      settle({ ok: false, code: 'malformed', message: 'The DXF file could not be read.' }),
    );
    worker.postMessage({ bytes, drawingMaxPoints, manufacturingRules });
  });
}
