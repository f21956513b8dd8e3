import { Logger } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';

/** Long enough for a render that waits on the API (the server itself stops waiting at 3 s). */
const RENDER_TIMEOUT_MS = 8000;

/** Headers of the rendering server's answer that the visitor gets as they are. */
const passedHeaders = ['content-type', 'cache-control', 'vary', 'content-language', 'location'];

const logger = new Logger('PageRendering');

/**
 * Forwards a page request to the rendering server and sends its answer (its status too: a 404
 * page is a 404). Returns false when the server could not answer, so the caller can fall back to
 * the shell's index.html: the page then renders in the browser, as before server rendering.
 */
export async function sendRenderedPage(
  ssrUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const headers: Record<string, string> = {
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
  for (const name of ['cookie', 'accept-language'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    // A HEAD is rendered as a GET too: the server answers it with the page's own length and
    // leaves the body out.
    const response = await fetch(new URL(request.url, ssrUrl), {
      method: 'GET',
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    const body = await response.text();
    for (const name of passedHeaders) {
      const value = response.headers.get(name);
      if (value !== null) void reply.header(name, value);
    }
    await reply.status(response.status).send(body);
    return true;
  } catch (error) {
    logger.warn(`Rendering ${request.url} in the browser instead: ${(error as Error).message}`);
    return false;
  }
}
