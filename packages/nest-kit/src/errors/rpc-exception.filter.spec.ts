import { afterEach, describe, expect, it } from '@jest/globals';
import { Logger, type ArgumentsHost, type LoggerService } from '@nestjs/common';
import { lastValueFrom } from 'rxjs';
import { AppError } from './app-error.js';
import { RpcErrorBodyFilter } from './rpc-exception.filter.js';

/** The host Nest hands a filter for a NATS message on `subject`. */
function natsHost(subject: string): ArgumentsHost {
  return {
    getType: () => 'rpc',
    switchToRpc: () => ({ getContext: () => ({ getSubject: () => subject }) }),
  } as unknown as ArgumentsHost;
}

async function replyError(exception: unknown): Promise<unknown> {
  try {
    await lastValueFrom(
      new RpcErrorBodyFilter().catch(exception, natsHost('pricing.price.calculate')),
    );
  } catch (error) {
    return error;
  }
  throw new Error('the filter must answer with an error');
}

describe('RpcErrorBodyFilter', () => {
  const logged: string[] = [];
  const capture: LoggerService = {
    log: () => undefined,
    warn: () => undefined,
    error: (message: unknown) => logged.push(String(message)),
  };

  afterEach(() => {
    logged.length = 0;
    Logger.overrideLogger(false);
  });

  it('replies with the body of an AppError', async () => {
    expect(await replyError(AppError.notFound('Material 7 does not exist'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Material 7 does not exist',
    });
  });

  it('replies 500 with a correlation id and logs the real error under the same id', async () => {
    Logger.overrideLogger(capture);
    const body = (await replyError(new TypeError('Cannot read properties of undefined'))) as {
      correlationId: string;
    };
    expect(body).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('pricing.price.calculate');
    expect(logged[0]).toContain(body.correlationId);
    expect(logged[0]).toContain('TypeError: Cannot read properties of undefined');
  });
});
