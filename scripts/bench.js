// `npm run bench`: prints the figures behind the performance targets; not a test (no assertions).
//   A) POST /api/calculate-price through the gateway vs a bare node:http server, same run
//   B) the home page for a first-time visitor: gzip JS/CSS and requests until the calculator works
//      (hydrated: choosing a material takes effect; then a price is shown)
//   C) Lighthouse on /, a category page (/product/i-traeger) and a blog article: mobile score, LCP,
//      CLS, TBT, FCP and desktop CLS against their targets, with what each report blames (the
//      reports are kept in .bench/lighthouse/)
//   D) the cart: add a line (POST /api/cart) and read the cart (GET /api/cart) vs a bare
//      node:http server, same run
//   E) the public reads the shop pages load, answered from the gateway's read cache: a category's
//      products (GET /api/products?category=i-traeger), the materials, the blog list and a post,
//      each vs a bare node:http server answering the same bytes, same run
//   F) script time per parameter click on a category page of 300 products, against the 16 ms
//      frame budget (mf-shop/bench/measure-filter.mjs)
//   G) script time per keystroke in the configurator's width field with 400 holes (20 x 20 grid),
//      beside the same typing without holes, against the 16 ms frame budget
//      (mf-configurator/bench/measure-typing.mjs)
//   H) the laser quote of a 30 MB DXF with 100,000 holes: bare parser vs readDxf in Node, the
//      service (POST /api/laser-quotes) with the pricing and gateway processes' peak memory, the
//      browser (/laserschnitt-rechner) with long tasks and frame gaps, and hostile files
//      (scripts/bench/laser-quote.js)
//   I) the server-rendered home page (/) from the rendering server directly and through the gateway
//      vs the static index.html from a bare node:http server and from the gateway, same run, c=10
//   J) a laser part into a cart (POST /api/cart/laser): the first check of its uploaded file in a
//      thickness vs the findings pricing keeps for the next, same run (scripts/bench/laser-reprice.js)
// `npm run bench -- --only H` (or --only A,D) runs just those parts.
// Starts the four services and the gateway on a free port against the `bleche_bench` database,
// on a private NATS server (BENCH_SHARED_NATS=1: use NATS_URL) and a Redis key prefix of its own
// (its carts are deleted at the end), unless BENCH_URL points at a running system (whose Redis
// then keeps the benchmark's carts until they expire; part I then needs BENCH_RENDER_URL, the
// rendering server of that system).
// BENCH_DURATION sets the seconds per load run (default 10). Writes .bench/results.json.
// Build first (`npm run build`).
// Each part lives in scripts/bench/ (parts.js lists them in order).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { benchParts } from './bench/parts.js';
import {
  freePort as findFreePort,
  natsServerBinary,
  repoRoot,
  startSystem,
} from '@shop/test-kit/system';

/** Runs one part; a failure is printed and recorded, and the other parts still run. */
async function attempt(part) {
  try {
    return await part();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  failed: ${message}`);
    process.exitCode = 1;
    return { error: message };
  }
}

const allParts = benchParts.map((part) => part.letter).join('');

/** The parts `--only A,H` asks for; all of them without it. */
function selectedParts() {
  const index = process.argv.indexOf('--only');
  const value =
    index >= 0
      ? process.argv[index + 1]
      : process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!value) return new Set(allParts);
  return new Set(value.toUpperCase().replace(/[^A-J]/g, ''));
}

async function main() {
  const parts = selectedParts();
  const runs = (part) => parts.has(part);
  let system = null;
  const stopSystem = async () => {
    const running = system;
    system = null;
    await running?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void stopSystem().then(() => process.exit(130)));
  }

  try {
    let baseUrl = process.env.BENCH_URL?.replace(/\/$/, '');
    let renderUrl = process.env.BENCH_RENDER_URL?.replace(/\/$/, '');
    if (!baseUrl) {
      const port = await findFreePort();
      // A private NATS unless asked otherwise: other copies of the system on this machine would
      // otherwise share the pricing queue group and answer (or stall) part of the load.
      const privateNatsPort =
        !process.env.BENCH_SHARED_NATS && natsServerBinary() ? await findFreePort() : undefined;
      console.log(
        `starting the services and the gateway on port ${port} (database bleche_bench, ${
          privateNatsPort ? `private NATS on ${privateNatsPort}` : 'NATS_URL'
        })...`,
      );
      system = await startSystem({
        privateNatsPort,
        port,
        databaseUrl:
          process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bleche_bench',
        output: 'quiet',
      });
      baseUrl = system.url;
      renderUrl = system.renderUrl;
    }
    const results = { measuredAt: new Date().toISOString(), baseUrl };

    for (const part of benchParts) {
      if (!runs(part.letter)) continue;
      console.log(part.intro());
      const result = await attempt(() => part.run({ baseUrl, renderUrl, system }));
      results[part.key] = result;
      if (!result.error) part.print(result);
    }

    await mkdir(`${repoRoot}.bench`, { recursive: true });
    // A run of some parts keeps the other parts' figures of an earlier run.
    const earlier =
      parts.size < allParts.length
        ? await readFile(`${repoRoot}.bench/results.json`, 'utf8').then(JSON.parse, () => ({}))
        : {};
    await writeFile(
      `${repoRoot}.bench/results.json`,
      `${JSON.stringify({ ...earlier, ...results }, null, 2)}\n`,
    );
    console.log('\nwrote .bench/results.json');
  } finally {
    await stopSystem();
  }
}

main().catch((error) => {
  console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
});
