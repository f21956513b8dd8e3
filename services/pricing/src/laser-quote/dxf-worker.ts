// Runs in a worker thread: reads one DXF so a hostile file can only exhaust this thread, which the
// service terminates, never the event loop that answers NATS.
import { parentPort, workerData } from 'node:worker_threads';
import { readDxf } from '@shop/part-geometry';

const bytes = workerData as Uint8Array;
const result = readDxf(new TextDecoder('utf-8').decode(bytes));
// The preview stays here: the server needs the metrics only.
parentPort?.postMessage(result.ok ? { ...result, preview: { paths: [] } } : result);
