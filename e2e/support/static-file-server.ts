import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticFileServer {
  origin: string;
  /** Paths requested so far, e.g. '/remoteEntry.js'. */
  requestedPaths: string[];
  close(): Promise<void>;
}

/**
 * A plain static server for one directory with `Access-Control-Allow-Origin: *`, standing in for
 * a CDN or another team's host that serves a remote's build.
 */
export async function startStaticFileServer(root: string, port = 0): Promise<StaticFileServer> {
  const requestedPaths: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    requestedPaths.push(path);
    const file = normalize(join(root, path));
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) {
      response.writeHead(403, headers).end();
      return;
    }
    stat(file)
      .then((info) => {
        if (!info.isFile()) throw new Error('not a file');
        response.writeHead(200, {
          ...headers,
          'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
        });
        createReadStream(file).pipe(response);
      })
      .catch(() => response.writeHead(404, headers).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${boundPort}`,
    requestedPaths,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
