// Prints every route the built gateway registers, as JSON `[{ "method": "POST", "url": "/api/..." }]`,
// so the route-walking test checks the real router rather than a hand-written list. Runs as its own
// Node process (Jest's own module loader cannot load the gateway's ESM-only Fastify plugins in-process);
// configured by the same environment variables as the gateway, whose NATS, PostgreSQL and Redis
// it connects to while building the app.
import 'reflect-metadata';
import { createGatewayApp } from '../../dist/app.js';
import { loadGatewayConfig } from '../../dist/config/gateway-config.js';

const app = await createGatewayApp(loadGatewayConfig(), false);
const routes = [];
app
  .getHttpAdapter()
  .getInstance()
  .addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
await app.init();
await app.getHttpAdapter().getInstance().ready();
await app.close();
process.stdout.write(`${JSON.stringify(routes)}\n`);
