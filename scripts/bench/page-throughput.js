// Part I: what server rendering costs per request. The home page (/) from the rendering server
// directly and through the gateway (which forwards it), beside the shell's static index.html from
// a bare node:http server and from the gateway, all under the same autocannon load in one run.
// Every request asks in German, as a visitor from Germany does; none has cookies.
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { defaultWebRoot } from '@shop/test-kit/system';
import { DURATION_SECONDS, startBareServer, summarise, WARM_UP_SECONDS } from './api-throughput.js';

/** Fewer than the API parts: a render takes milliseconds, so 10 keep the queue realistic. */
export const PAGE_CONNECTIONS = 10;

const headers = { 'accept-language': 'de-DE,de;q=0.9' };

async function fetchPage(url) {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return body;
}

/**
 * @param {string} baseUrl the gateway
 * @param {string | undefined} renderUrl the rendering server (BENCH_RENDER_URL for a system the
 *   bench did not start)
 */
export async function benchmarkPageRendering(baseUrl, renderUrl, webRoot = defaultWebRoot) {
  if (!renderUrl) {
    throw new Error('no rendering server to load: set BENCH_RENDER_URL beside BENCH_URL');
  }
  const rendered = await fetchPage(`${renderUrl}/`);
  // A render that failed answers with the bare template; that would measure the wrong thing.
  if (!rendered.includes('id="page-state"')) {
    throw new Error('the rendering server answered / without a rendered page (#page-state)');
  }
  const forwarded = await fetchPage(`${baseUrl}/`);
  if (!forwarded.includes('id="page-state"')) {
    throw new Error('the gateway answered / without a rendered page: is SSR_URL set?');
  }
  const template = await readFile(`${webRoot}/index.html`, 'utf8');
  const bare = await startBareServer(template, 'text/html; charset=utf-8');
  try {
    const targets = {
      bareStatic: `${bare.url}/`,
      gatewayStatic: `${baseUrl}/index.html`,
      renderer: `${renderUrl}/`,
      gatewayRendered: `${baseUrl}/`,
    };
    const results = {};
    for (const [name, url] of Object.entries(targets)) {
      const load = (duration) =>
        autocannon({ url, headers, connections: PAGE_CONNECTIONS, duration });
      await load(WARM_UP_SECONDS);
      results[name] = summarise(await load(DURATION_SECONDS));
    }
    const ratio = (name) =>
      Math.round((results[name].requestsPerSecond / results.bareStatic.requestsPerSecond) * 1000) /
      1000;
    return {
      path: '/',
      connections: PAGE_CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      renderedBytes: Buffer.byteLength(rendered),
      staticBytes: Buffer.byteLength(template),
      ...results,
      rendererRatio: ratio('renderer'),
      gatewayRenderedRatio: ratio('gatewayRendered'),
      gatewayStaticRatio: ratio('gatewayStatic'),
    };
  } finally {
    await bare.stop();
  }
}
