// Part A: POST /api/calculate-price through the gateway against a bare node:http server answering
// the same JSON, both under the same autocannon load in the same run.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
export const WARM_UP_SECONDS = 2;

/** The request every quote in the benchmark makes: 1000 x 500 mm at the first row of a material. */
export async function buildQuoteRequest(baseUrl) {
  const materials = await (await fetch(`${baseUrl}/api/materials`)).json();
  const steel = materials.find((material) => material.name === 'steel_s235') ?? materials[0];
  const rows = await (await fetch(`${baseUrl}/api/material-prices/${steel.id}`)).json();
  const row = rows.find((candidate) => candidate.thickness === 3) ?? rows[0];
  return { materialId: steel.id, width: 1000, height: 500, thickness: row.thickness };
}

/** Finds the headers the gateway accepts a POST with (an Origin only if it insists on one). */
async function probeQuote(baseUrl, body) {
  const attempts = [{}, { origin: new URL(baseUrl).origin }];
  for (const extraHeaders of attempts) {
    const headers = { 'content-type': 'application/json', ...extraHeaders };
    const response = await fetch(`${baseUrl}/api/calculate-price`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.ok) return { headers, responseBody: text };
    if (response.status !== 403) {
      throw new Error(`POST /api/calculate-price answered ${response.status}: ${text}`);
    }
  }
  throw new Error('POST /api/calculate-price answered 403 even with a same-origin Origin header');
}

function runLoad({ url, headers, body, duration }) {
  return autocannon({
    url,
    method: 'POST',
    headers,
    body,
    connections: CONNECTIONS,
    duration,
  });
}

export function summarise(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * @param {string} responseBody
 * @param {string} [contentType] JSON unless given
 */
export async function startBareServer(responseBody, contentType) {
  const script = fileURLToPath(new URL('./bare-server.js', import.meta.url));
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      BARE_BODY: responseBody,
      ...(contentType ? { BARE_CONTENT_TYPE: contentType } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      const match = /bare ready (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** @param {string} baseUrl the gateway */
export async function benchmarkApi(baseUrl) {
  const quote = await buildQuoteRequest(baseUrl);
  const { headers, responseBody } = await probeQuote(baseUrl, quote);
  const body = JSON.stringify(quote);
  const bare = await startBareServer(responseBody);
  try {
    const targets = {
      bare: `${bare.url}/api/calculate-price`,
      gateway: `${baseUrl}/api/calculate-price`,
    };
    const results = {};
    for (const [name, url] of Object.entries(targets)) {
      await runLoad({ url, headers, body, duration: WARM_UP_SECONDS });
      results[name] = summarise(await runLoad({ url, headers, body, duration: DURATION_SECONDS }));
    }
    return {
      request: quote,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      bare: results.bare,
      gateway: results.gateway,
      throughputRatio:
        Math.round((results.gateway.requestsPerSecond / results.bare.requestsPerSecond) * 1000) /
        1000,
    };
  } finally {
    await bare.stop();
  }
}
