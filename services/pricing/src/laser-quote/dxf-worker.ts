// Runs in a worker thread: reads one DXF so a hostile file can only exhaust this thread, which the
// service terminates, never the event loop that answers NATS. Started ahead of need (loading the
// parser takes longer than most reads), it waits for the file's bytes.
import { parentPort } from 'node:worker_threads';
import { readDxf } from '@shop/part-geometry';
import type { ManufacturingRules } from '@shop/shop-rules';

interface DxfWorkerRequest {
  bytes: Uint8Array;
  drawingMaxPoints?: number;
  manufacturingRules?: ManufacturingRules;
}

parentPort?.once('message', (request: DxfWorkerRequest) => {
  const { bytes, drawingMaxPoints, manufacturingRules } = request;
  const result = readDxf(new TextDecoder('utf-8').decode(bytes), {
    ...(drawingMaxPoints === undefined ? {} : { drawingMaxPoints }),
    ...(manufacturingRules === undefined ? {} : { manufacturingRules }),
  });
  // The preview stays here: the server needs the metrics and, when asked, the small drawing.
  parentPort?.postMessage(result.ok ? { ...result, preview: { paths: [] } } : result);
});
