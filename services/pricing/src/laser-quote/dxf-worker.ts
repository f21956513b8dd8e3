// Runs in a worker thread: reads one DXF so a hostile file can only exhaust this thread, which the
// service terminates, never the event loop that answers NATS. Started ahead of need (loading the
// parser takes longer than most reads), it waits for the file's bytes.
import { parentPort } from 'node:worker_threads';
import { readDxf } from '@shop/part-geometry';

parentPort?.once('message', (bytes: Uint8Array) => {
  const result = readDxf(new TextDecoder('utf-8').decode(bytes));
  // The preview stays here: the server needs the metrics only.
  parentPort?.postMessage(result.ok ? { ...result, preview: { paths: [] } } : result);
});
