// The soak's mixed traffic: what a shop's visitors do, in a fixed rotation, at a fixed rate
// (open loop: a slow answer does not slow the next request down, as real visitors would not wait).
import { randomUUID } from 'node:crypto';
import { buildQuoteRequest } from './api-throughput.js';

/** A request without an answer after this long counts as an error (and the run goes on). */
const REQUEST_TIMEOUT_MS = 30_000;

/** Lines per cart before the traffic moves to a fresh cart (far below the 200-line limit). */
const LINES_PER_CART = 5;

/**
 * The request kinds and how they are built, from data the running system has (a material with
 * a price row, products of a category, a cart with lines).
 * @param {string} baseUrl
 */
export async function buildTraffic(baseUrl) {
  const sheet = await buildQuoteRequest(baseUrl);
  const categories = await (await fetch(`${baseUrl}/api/categories`)).json();
  const category = categories[0].slug;
  const products = await (await fetch(`${baseUrl}/api/products?category=${category}`)).json();
  const productIds = products.map((product) => product.id);
  if (productIds.length === 0) throw new Error(`category ${category} has no products`);
  const json = { 'content-type': 'application/json' };

  // The cart the "read cart" kind reads: LINES_PER_CART lines, like a visitor's before checkout.
  const readCartId = randomUUID();
  for (let line = 0; line < LINES_PER_CART; line += 1) {
    const response = await fetch(`${baseUrl}/api/cart`, {
      method: 'POST',
      headers: { ...json, cookie: `cart_id=${readCartId}` },
      body: JSON.stringify({ ...sheet, quantity: 1 }),
    });
    if (response.status !== 201) throw new Error(`POST /api/cart answered ${response.status}`);
  }

  let addCartId = randomUUID();
  let addsToCart = 0;
  let next = 0;
  const pick = (list) => list[next++ % list.length];

  /** @type {Record<string, () => { path: string, init?: RequestInit }>} */
  return {
    'calculate price': () => ({
      path: '/api/calculate-price',
      init: { method: 'POST', headers: json, body: JSON.stringify(sheet) },
    }),
    'add to cart': () => {
      if (addsToCart === LINES_PER_CART) {
        addCartId = randomUUID();
        addsToCart = 0;
      }
      addsToCart += 1;
      return {
        path: '/api/cart',
        init: {
          method: 'POST',
          headers: { ...json, cookie: `cart_id=${addCartId}` },
          body: JSON.stringify({ ...sheet, quantity: 1 }),
        },
      };
    },
    'read cart': () => ({
      path: '/api/cart',
      init: { headers: { cookie: `cart_id=${readCartId}` } },
    }),
    'list products': () => ({ path: `/api/products?category=${category}` }),
    'product detail': () => ({ path: `/api/products/${pick(productIds)}` }),
    'blog list': () => ({ path: '/api/blog' }),
  };
}

/**
 * Sends `ratePerSecond` requests a second for `durationMs`, the kinds in turn; resolves with each
 * kind's latencies (ms) and errors (non-2xx answers and network errors, by reason).
 * @param {string} baseUrl
 * @param {Record<string, () => { path: string, init?: RequestInit }>} traffic
 * @param {{ ratePerSecond: number, durationMs: number }} options
 */
export async function runTraffic(baseUrl, traffic, { ratePerSecond, durationMs }) {
  const kinds = Object.keys(traffic);
  /** @type {Record<string, { latenciesMs: number[], errors: Record<string, number> }>} */
  const results = Object.fromEntries(kinds.map((kind) => [kind, { latenciesMs: [], errors: {} }]));
  const inFlight = new Set();
  let maxInFlight = 0;
  const send = async (kind) => {
    const { path, init } = traffic[kind]();
    const result = results[kind];
    const startedAt = performance.now();
    let reason;
    // An own timer, not AbortSignal.timeout: a first run hung on a request whose timeout signal
    // never fired, and a request that never settles would hold the whole run.
    const abort = new AbortController();
    let timer;
    const timeout = new Promise((_resolve, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`));
      }, REQUEST_TIMEOUT_MS);
    });
    try {
      const status = await Promise.race([
        fetch(`${baseUrl}${path}`, { ...init, signal: abort.signal }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
        timeout,
      ]);
      if (status < 200 || status > 299) reason = `HTTP ${status}`;
    } catch (error) {
      reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    } finally {
      clearTimeout(timer);
    }
    result.latenciesMs.push(performance.now() - startedAt);
    if (reason) result.errors[reason] = (result.errors[reason] ?? 0) + 1;
  };
  const intervalMs = 1000 / ratePerSecond;
  const startedAt = performance.now();
  for (let index = 0; ; index += 1) {
    const dueAt = startedAt + index * intervalMs;
    if (dueAt - startedAt >= durationMs) break;
    const waitMs = dueAt - performance.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    const request = send(kinds[index % kinds.length]);
    inFlight.add(request);
    maxInFlight = Math.max(maxInFlight, inFlight.size);
    void request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  return { results, maxInFlight };
}

/** @param {number[]} sorted @param {number} fraction */
const percentile = (sorted, fraction) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];

/** Request count, errors, p50 and p99 of one kind. */
export function summariseKind({ latenciesMs, errors }) {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors: Object.values(errors).reduce((sum, count) => sum + count, 0),
    errorReasons: errors,
    p50Ms: Math.round(percentile(sorted, 0.5) * 10) / 10,
    p99Ms: Math.round(percentile(sorted, 0.99) * 10) / 10,
  };
}
