// Part D: the cart through the gateway (gateway -> NATS -> cart -> Redis, and for an added line
// also cart -> NATS -> pricing) against a bare node:http server answering the same cart JSON,
// all under the same autocannon load in the same run.
//   add line:  POST /api/cart, each cart id used for LINES_PER_CART adds, so no cart fills up
//   read cart: GET /api/cart of one cart holding LINES_PER_CART lines
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import {
  buildQuoteRequest,
  CONNECTIONS,
  DURATION_SECONDS,
  startBareServer,
  summarise,
  WARM_UP_SECONDS,
} from './api-throughput.js';

/** Lines per cart under load: a cart a visitor would plausibly build, far below the 200 limit. */
const LINES_PER_CART = 5;

const ratio = (measured, baseline) =>
  Math.round((measured.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000;

/** Adds one calculator sheet to the cart `cartId`; resolves with the whole cart's JSON text. */
async function addLine(baseUrl, cartId, body) {
  const response = await fetch(`${baseUrl}/api/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `cart_id=${cartId}` },
    body,
  });
  const text = await response.text();
  if (response.status !== 201)
    throw new Error(`POST /api/cart answered ${response.status}: ${text}`);
  return text;
}

/** A cookie header that moves to a fresh cart id after every LINES_PER_CART requests. */
function rotatingCartCookie() {
  let cartId = randomUUID();
  let uses = 0;
  return (request) => {
    if (uses === LINES_PER_CART) {
      cartId = randomUUID();
      uses = 0;
    }
    uses += 1;
    return { ...request, headers: { ...request.headers, cookie: `cart_id=${cartId}` } };
  };
}

function runLoad({ url, method, path, headers, body, setupRequest, duration }) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    // autocannon calls `setupRequest` whenever the key is present, even when undefined.
    requests: [{ method, path, headers, body, ...(setupRequest ? { setupRequest } : {}) }],
  });
}

async function measure(target) {
  await runLoad({ ...target, duration: WARM_UP_SECONDS });
  return summarise(await runLoad({ ...target, duration: DURATION_SECONDS }));
}

/** @param {string} baseUrl the gateway */
export async function benchmarkCart(baseUrl) {
  const sheet = await buildQuoteRequest(baseUrl);
  const body = JSON.stringify({ ...sheet, quantity: 1 });
  const readCartId = randomUUID();
  let cartJson = '';
  for (let line = 0; line < LINES_PER_CART; line += 1) {
    cartJson = await addLine(baseUrl, readCartId, body);
  }
  const jsonHeaders = { 'content-type': 'application/json' };

  // The bare server answers both with the cart of LINES_PER_CART lines, the size of a typical
  // answer in either run.
  const bare = await startBareServer(cartJson);
  try {
    const bareResult = await measure({
      url: bare.url,
      method: 'POST',
      path: '/api/cart',
      headers: jsonHeaders,
      body,
    });
    const addLineResult = await measure({
      url: baseUrl,
      method: 'POST',
      path: '/api/cart',
      headers: jsonHeaders,
      body,
      setupRequest: rotatingCartCookie(),
    });
    const readCartResult = await measure({
      url: baseUrl,
      method: 'GET',
      path: '/api/cart',
      headers: { cookie: `cart_id=${readCartId}` },
    });
    return {
      request: { ...sheet, quantity: 1 },
      linesPerCart: LINES_PER_CART,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      bare: bareResult,
      addLine: addLineResult,
      readCart: readCartResult,
      addLineRatio: ratio(addLineResult, bareResult),
      readCartRatio: ratio(readCartResult, bareResult),
    };
  } finally {
    await bare.stop();
  }
}
