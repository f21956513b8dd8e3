// Part J of `npm run bench`: a laser part going into a cart, POST /api/cart/laser through the
// gateway. The cart asks pricing to price the stored quote, and pricing checks the uploaded file
// in the line's material and thickness. The first add in a thickness reads and parses the file;
// every later one, like the reprice a price change sets off in every cart holding the part,
// finds the checked findings kept. Both medians come from the same run.
import { readFileSync } from 'node:fs';
import { repoRoot } from '@shop/test-kit/system';
import { median, postLaserQuote } from './laser-quote.js';

/** A 1000-hole plate from the DXF corpus: reading and checking it is the cost being kept. */
const PART = 'r2000-1000-holes.dxf';
const THICKNESSES_MM = [2, 3, 4, 5];
const REPEATS = 10;

/**
 * @param {string} baseUrl
 * @returns {Promise<{ part: string, firstMs: number, keptMs: number, ratio: number,
 *   firstRuns: number, keptRuns: number, statuses: Record<string, number> }>}
 */
export async function benchmarkLaserReprice(baseUrl) {
  const materials = await (await fetch(`${baseUrl}/api/materials`)).json();
  const steel = materials.find((material) => material.name === 'steel_s235');
  if (!steel) throw new Error('The seed has no steel_s235');
  const file = readFileSync(`${repoRoot}packages/part-geometry/test-corpus/files/${PART}`);
  const upload = await postLaserQuote(`${baseUrl}/api/laser-quotes`, {
    fileName: PART,
    body: file,
    size: file.length,
  });
  if (upload.status !== 200) {
    throw new Error(
      `POST /api/laser-quotes answered ${upload.status}: ${JSON.stringify(upload.body)}`,
    );
  }
  const statuses = {};
  // each add goes to a new cart (no cookie): the cart prices the line afresh every time
  const add = async (thickness) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/cart/laser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({
        quoteId: upload.body.quoteId,
        materialId: steel.id,
        thickness,
        quantity: 1,
      }),
    });
    await response.arrayBuffer();
    // 201, or 409 when the part has warnings to confirm: priced and checked either way
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    return performance.now() - started;
  };
  const first = [];
  const kept = [];
  for (const thickness of THICKNESSES_MM) {
    first.push(await add(thickness));
    for (let run = 0; run < REPEATS; run += 1) kept.push(await add(thickness));
  }
  const firstMs = median(first);
  const keptMs = median(kept);
  return {
    part: PART,
    firstMs: Math.round(firstMs * 10) / 10,
    keptMs: Math.round(keptMs * 10) / 10,
    ratio: Math.round((firstMs / keptMs) * 10) / 10,
    firstRuns: first.length,
    keptRuns: kept.length,
    statuses,
  };
}
