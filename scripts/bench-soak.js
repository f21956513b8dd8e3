// `npm run bench:soak`: a long run of mixed traffic at a fixed rate, to show that the
// shop stays error-free and its processes' memory stays flat. Not a test: it prints, never asserts
// (the exit code is 1 only when the run itself could not be done).
//   traffic: calculate price, add to cart, read cart, list products, product detail, blog list,
//            in turn, BENCH_SOAK_RATE requests a second (default 50)
//   length:  BENCH_SOAK_MINUTES (default 10), after BENCH_SOAK_WARMUP_SECONDS (default 60) of the
//            same traffic and then until every process's memory has settled (at most
//            BENCH_SOAK_SETTLE_SECONDS, default 300), so memory is measured once warmed up
//   reports: per kind the requests, errors (non-2xx or network errors, with reasons), p50 and p99
//            latency; the RSS of every process at start and end with the change, and a verdict
// Starts the four services and the gateway against its own database (BENCH_SOAK_DATABASE_URL,
// default bleche_soak) on a private NATS server and a Redis key prefix of its own (deleted at the
// end). Build first (`npm run build`).
import { freePort as findFreePort, natsServerBinary, startSystem } from '@shop/test-kit/system';
import {
  compareMemory,
  FLAT_WITHIN_PERCENT,
  medianResidentMemory,
  residentMemory,
} from './bench/soak-memory.js';
import { printTable } from './bench/print-table.js';
import { buildTraffic, runTraffic, summariseKind } from './bench/soak-traffic.js';

const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const warmUpSeconds = Number(process.env.BENCH_SOAK_WARMUP_SECONDS ?? 60);
const ratePerSecond = Number(process.env.BENCH_SOAK_RATE ?? 50);
/** Longest wait for memory to settle after the warm-up (BENCH_SOAK_SETTLE_SECONDS). */
const settleLimitSeconds = Number(process.env.BENCH_SOAK_SETTLE_SECONDS ?? 300);
/** Settled: no process's RSS changed by more than this over one step of traffic. */
const SETTLED_PERCENT = 2;
const SETTLE_STEP_SECONDS = 30;
const databaseUrl =
  process.env.BENCH_SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bleche_soak';

async function main() {
  const port = await findFreePort();
  // A private NATS: other copies of the system on this machine would share the queue groups.
  const privateNatsPort = natsServerBinary() ? await findFreePort() : undefined;
  console.log(
    `soak: ${minutes} min at ${ratePerSecond} req/s after ${warmUpSeconds} s of warm-up; starting ` +
      `the system on port ${port} (${new URL(databaseUrl).pathname.slice(1)}, ${
        privateNatsPort ? 'private NATS' : 'NATS_URL'
      })...`,
  );
  const system = await startSystem({ port, databaseUrl, privateNatsPort, output: 'quiet' });
  const stop = () => system.stop();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void stop().then(() => process.exit(130)));
  }
  try {
    const processes = system.processes.map((running) => ({
      name: running.name,
      pid: running.child.pid,
    }));
    const traffic = await buildTraffic(system.url);

    console.log(`warming up for ${warmUpSeconds} s...`);
    await runTraffic(system.url, traffic, { ratePerSecond, durationMs: warmUpSeconds * 1000 });
    // The median of five readings over 8 s (the traffic goes on meanwhile, as during the run).
    const memoryUnderTraffic = async () => {
      const warmTraffic = runTraffic(system.url, traffic, { ratePerSecond, durationMs: 10_000 });
      const memory = await medianResidentMemory(processes);
      await warmTraffic;
      return memory;
    };
    // V8 grows a process's heap in steps during its first minutes of load (the cart went from
    // 104 to 128 MiB in the minute after a 60 s warm-up, then stayed within 3 MiB for nine
    // minutes). Flat memory is about what follows: the start is taken once every process's RSS
    // has settled, i.e. changed by at most SETTLED_PERCENT from one reading to the next (about
    // 40 s apart). Slow steady growth below that would pass here, and then shows in the run.
    const afterWarmUp = await memoryUnderTraffic();
    console.log(`RSS after warm-up (MiB): ${JSON.stringify(afterWarmUp)}`);
    let startMemory = afterWarmUp;
    let settled = false;
    const settleStartedAt = Date.now();
    // Each step is SETTLE_STEP_SECONDS of traffic and a 10 s reading; the limit counts real time.
    while (Date.now() - settleStartedAt < settleLimitSeconds * 1000) {
      await runTraffic(system.url, traffic, {
        ratePerSecond,
        durationMs: SETTLE_STEP_SECONDS * 1000,
      });
      const current = await memoryUnderTraffic();
      settled = Object.keys(current).every(
        (name) =>
          Math.abs(current[name] - startMemory[name]) <=
          (startMemory[name] * SETTLED_PERCENT) / 100,
      );
      startMemory = current;
      console.log(`  settling: RSS (MiB) ${JSON.stringify(current)}${settled ? ' (settled)' : ''}`);
      if (settled) break;
    }
    if (!settled) console.log(`  not settled within ${settleLimitSeconds} s: starting anyway`);
    console.log(`start RSS (MiB): ${JSON.stringify(startMemory)}`);

    console.log(`soaking for ${minutes} min...`);
    const startedAt = Date.now();
    const sampler = setInterval(() => {
      void residentMemory(processes).then((memory) =>
        console.log(
          `  ${((Date.now() - startedAt) / 60_000).toFixed(1)} min RSS (MiB): ${JSON.stringify(memory)}`,
        ),
      );
    }, 60_000);
    let run;
    let endMemory;
    try {
      const soak = runTraffic(system.url, traffic, { ratePerSecond, durationMs: minutes * 60_000 });
      // The end's readings are taken in the run's last seconds, under the same traffic as the start's.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, minutes * 60_000 - 9_000)));
      endMemory = await medianResidentMemory(processes);
      run = await soak;
    } finally {
      clearInterval(sampler);
    }
    const elapsedSeconds = (Date.now() - startedAt) / 1000;

    const kinds = Object.entries(run.results).map(([kind, result]) => ({
      kind,
      ...summariseKind(result),
    }));
    const totalRequests = kinds.reduce((sum, kind) => sum + kind.requests, 0);
    const totalErrors = kinds.reduce((sum, kind) => sum + kind.errors, 0);
    printTable(
      `traffic: ${totalRequests} requests in ${elapsedSeconds.toFixed(0)} s ` +
        `(${(totalRequests / elapsedSeconds).toFixed(1)} req/s, at most ${run.maxInFlight} in flight)`,
      [
        ['kind', 'requests', 'errors', 'p50 ms', 'p99 ms'],
        ...kinds.map((kind) => [kind.kind, kind.requests, kind.errors, kind.p50Ms, kind.p99Ms]),
        ['all', totalRequests, totalErrors, '', ''],
      ],
    );
    for (const kind of kinds) {
      for (const [reason, count] of Object.entries(kind.errorReasons)) {
        console.log(`  ${kind.kind}: ${count} x ${reason}`);
      }
    }

    const memory = compareMemory(startMemory, endMemory);
    printTable('memory (RSS, once settled after warm-up, and at the end)', [
      ['process', 'start MiB', 'end MiB', 'change %'],
      ...memory.rows.map((row) => [row.name, row.startMiB, row.endMiB, row.changePercent]),
    ]);
    console.log(
      `\nverdict: errors ${totalErrors}; memory ${
        memory.flat
          ? `flat (within ${FLAT_WITHIN_PERCENT}%)`
          : `NOT flat (beyond ${FLAT_WITHIN_PERCENT}%)`
      }`,
    );
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
