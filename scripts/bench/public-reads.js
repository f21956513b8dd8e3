// Part E: the public reads the shop pages load, answered from the gateway's read cache, each
// against a bare node:http server sending the same bytes, same run.
import autocannon from 'autocannon';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  startBareServer,
  summarise,
  WARM_UP_SECONDS,
} from './api-throughput.js';

/**
 * E) One public read (kept by the gateway's read cache after its first answer) through the
 * gateway, and a bare node:http server sending the same bytes, one after the other in this run.
 */
async function benchmarkPublicRead(baseUrl, path) {
  const response = await fetch(`${baseUrl}${path}`);
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text}`);
  const bare = await startBareServer(text);
  try {
    const results = {};
    for (const [name, url] of [
      ['bare', `${bare.url}${path}`],
      ['gateway', `${baseUrl}${path}`],
    ]) {
      const load = (duration) => autocannon({ url, connections: CONNECTIONS, duration });
      await load(WARM_UP_SECONDS);
      results[name] = summarise(await load(DURATION_SECONDS));
    }
    return {
      path,
      responseBytes: Buffer.byteLength(text),
      ...results,
      throughputRatio:
        Math.round((results.gateway.requestsPerSecond / results.bare.requestsPerSecond) * 1000) /
        1000,
    };
  } finally {
    await bare.stop();
  }
}

/** E) What a category page, the calculator and the blog load: products, materials, blog posts. */
export async function benchmarkPublicReads(baseUrl) {
  const posts = await (await fetch(`${baseUrl}/api/blog?lang=de`)).json();
  if (!Array.isArray(posts) || posts.length === 0) throw new Error('GET /api/blog has no posts');
  const paths = [
    '/api/products?category=i-traeger',
    '/api/materials',
    '/api/blog?lang=de',
    `/api/blog/${posts[0].slug}?lang=en`,
  ];
  const reads = [];
  for (const path of paths) reads.push(await benchmarkPublicRead(baseUrl, path));
  return { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, reads };
}
