import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { setServerApi } from '@shop/ui';
import { initServerI18n, renderPage } from './render-page';
import { loadServerConfig } from './server-config';
import { ServerRemotes } from './server-remotes';

// The rendering server: answers page requests (GET and HEAD of paths without a file extension)
// with server-rendered HTML. Static files, /api and /remotes stay with nginx or the gateway.

const config = loadServerConfig(process.env);
// The shell's browser build beside this server build: its index.html is the page template.
const templatePath = path.join(__dirname, '..', 'dist', 'index.html');
const template = readFileSync(templatePath, 'utf8');
const remotes = new ServerRemotes(config.REMOTES_URL, config.REMOTES_REFRESH_MS);
setServerApi({ baseUrl: config.API_URL });

function publicOrigin(request: IncomingMessage): string {
  const forwardedProto = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  const forwardedHost = String(request.headers['x-forwarded-host'] ?? '')
    .split(',')[0]
    ?.trim();
  const protocol = forwardedProto === 'https' ? 'https' : 'http';
  const host = forwardedHost || request.headers.host || `localhost:${config.PORT}`;
  return `${protocol}://${host}`;
}

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string,
) {
  response.writeHead(status, { ...headers, 'Content-Length': Buffer.byteLength(body) });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = request.url ?? '/';
  if (url === '/health/live') {
    send(response, 200, { 'Content-Type': 'application/json' }, '{"status":"ok"}');
    return;
  }
  if (url === '/health/ready') {
    await remotes.refreshIfDue();
    send(response, 200, { 'Content-Type': 'application/json' }, '{"status":"ok"}');
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(
      response,
      405,
      { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' },
      'Method not allowed\n',
    );
    return;
  }
  const page = await renderPage(
    {
      url,
      origin: publicOrigin(request),
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    },
    { template, remotes, dataTimeoutMs: config.RENDER_DATA_TIMEOUT_MS },
  );
  send(response, page.status, page.headers, page.body);
}

await initServerI18n();
const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error('Rendering failed', error);
    // The browser can still render the page itself: the plain shell, as before server rendering.
    if (!response.headersSent) {
      send(
        response,
        200,
        { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
        template,
      );
    }
  });
});
server.keepAliveTimeout = 65_000;
server.listen(config.PORT, config.HOST, () => {
  // "render ready" is the line npm start and the test harnesses wait for, as with every process.
  console.log(`render ready on http://${config.HOST}:${config.PORT} (API ${config.API_URL})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
