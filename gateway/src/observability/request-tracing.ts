import { REQUEST_ID_HEADER, requestIdOrNew, runInRequestContext } from '@shop/nest-kit';
import { Logger } from '@nestjs/common';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type IncomingHttpHeaders } from 'node:http';
import { gatewayMetrics } from './gateway-metrics.js';

const accessLogger = new Logger('HttpAccess');

/**
 * Fastify's request id: the caller's `X-Request-Id` when it is a harmless token (a proxy or
 * load balancer may have set it), otherwise a fresh UUID.
 */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (request: { headers: IncomingHttpHeaders }): string =>
    requestIdOrNew(request.headers[REQUEST_ID_HEADER]),
};

/**
 * Returns the request id in the `X-Request-Id` response header, runs the handler in a request
 * context (so log lines and NATS requests carry the id) and counts every answer by route.
 */
export function registerRequestTracing(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    runInRequestContext({ requestId: request.id }, done);
  });
  // Body parsing may leave the context behind; enter it again right before the handler.
  fastify.addHook('preHandler', (request, _reply, done) => {
    runInRequestContext({ requestId: request.id }, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    gatewayMetrics.httpRequests.inc({
      route,
      method: request.method,
      status: String(reply.statusCode),
    });
    gatewayMetrics.httpDuration.observe(
      { route, method: request.method },
      reply.elapsedTime / 1000,
    );
    // An access log line with the request id at the default level, so a call can be followed in
    // production logs; the path without its query.
    const path = request.url.split('?', 1)[0];
    runInRequestContext({ requestId: request.id }, () =>
      accessLogger.log(
        `${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`,
      ),
    );
    done();
  });
}
