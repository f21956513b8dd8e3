import { Catch, Logger, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import type { ErrorBody } from '@shop/contracts';
import { throwError, type Observable } from 'rxjs';
import { toErrorBody } from './to-error-body.js';

/**
 * The one exception filter of every NATS microservice: the reply carries an ErrorBody
 * (`{ status, code, message, issues?, correlationId? }`), which the client receives as the error
 * of its observable and the gateway answers with. Register with `app.useGlobalFilters(...)`.
 */
@Catch()
export class RpcErrorBodyFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('RpcErrorBodyFilter');

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const body = toErrorBody(exception, (error, correlationId) => {
      const pattern = describePattern(host);
      this.logger.error(
        `Unexpected error in ${pattern} [correlationId=${correlationId}]: ${describe(error)}`,
        error instanceof Error ? error.stack : undefined,
      );
    });
    return throwError(() => body satisfies ErrorBody);
  }
}

function describePattern(host: ArgumentsHost): string {
  if (host.getType() !== 'rpc') return host.getType();
  const context: unknown = host.switchToRpc().getContext();
  const getSubject = (context as { getSubject?: () => unknown } | null)?.getSubject;
  return typeof getSubject === 'function' ? String(getSubject.call(context)) : 'rpc handler';
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
