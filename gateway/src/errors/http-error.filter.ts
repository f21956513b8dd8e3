import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { sendRenderedPage } from '../static/page-rendering.js';
import { isSpaRoute } from '../static/static-headers.js';
import { toHttpErrorResponse } from './http-error-mapping.js';

/**
 * The gateway's one HTTP exception filter: every error leaves as an ErrorBody with its status.
 * In local mode an unknown non-API page path is a page of the shop: the rendering server renders
 * it (when one is configured), otherwise it gets index.html and renders in the browser.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(
    private readonly spaIndexFile?: string,
    /** The rendering server, asked first for a page; index.html when it cannot answer. */
    private readonly ssrUrl?: string,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();

    if (
      this.spaIndexFile &&
      exception instanceof NotFoundException &&
      isSpaRoute(request.method, request.url)
    ) {
      const indexFile = this.spaIndexFile;
      const sendIndex = () => void reply.status(200).sendFile(indexFile);
      if (!this.ssrUrl) {
        sendIndex();
        return;
      }
      void sendRenderedPage(this.ssrUrl, request, reply).then((sent) => {
        if (!sent && !reply.sent) sendIndex();
      });
      return;
    }

    const { body, headers, unexpected } = toHttpErrorResponse(exception);
    if (unexpected) {
      this.logger.error(
        `${request.method} ${request.url} failed [correlationId ${body.correlationId}]`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (reply.sent) return;
    void reply.status(body.status).headers(headers).send(body);
  }
}
