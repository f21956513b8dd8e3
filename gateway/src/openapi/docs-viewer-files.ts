import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Swagger UI's files, as the swagger-ui-dist package installs them beside the gateway. */
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** The page and the shop's own start script and styles (gateway/docs-viewer). */
const own = fileURLToPath(new URL('../../docs-viewer/', import.meta.url));

const JAVASCRIPT = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';

/** Every file of the API reference, by the name it is served under: nothing else is. */
const files = {
  'swagger-ui.css': { path: join(swaggerUi, 'swagger-ui.css'), type: CSS },
  'swagger-ui-bundle.js': { path: join(swaggerUi, 'swagger-ui-bundle.js'), type: JAVASCRIPT },
  'swagger-ui-standalone-preset.js': {
    path: join(swaggerUi, 'swagger-ui-standalone-preset.js'),
    type: JAVASCRIPT,
  },
  'docs-viewer.js': { path: join(own, 'docs-viewer.js'), type: JAVASCRIPT },
  'docs-viewer.css': { path: join(own, 'docs-viewer.css'), type: CSS },
} as const;

export type DocsViewerFileName = keyof typeof files;
export const docsViewerFileNames = Object.keys(files) as [
  DocsViewerFileName,
  ...DocsViewerFileName[],
];

/** The HTML page of `/api/docs`. */
export const DOCS_PAGE = { path: join(own, 'index.html'), type: 'text/html; charset=utf-8' };

/** A file's bytes with what to send along: its type and a strong ETag of its content. */
export interface ViewerFile {
  body: Buffer;
  type: string;
  etag: string;
}

const loaded = new Map<string, ViewerFile>();

/**
 * Reads a file of the API reference once and keeps it: they only change with a new release of
 * the gateway. The names come from the allow-list above, never from the request.
 */
export function viewerFile(file: { path: string; type: string }): ViewerFile {
  let entry = loaded.get(file.path);
  if (!entry) {
    const body = readFileSync(file.path);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    entry = { body, type: file.type, etag: `"${hash}"` };
    loaded.set(file.path, entry);
  }
  return entry;
}

/** The served file of that name (the name already checked against `docsViewerFileNames`). */
export function docsViewerFile(name: DocsViewerFileName): ViewerFile {
  return viewerFile(files[name]);
}
