import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { headers, type MsgHdrs } from '@nats-io/transport-node';

/** The HTTP and NATS header that carries a request's id from the gateway to the services. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The NATS reply header naming the replica (process) that answered. */
export const INSTANCE_HEADER = 'shop-instance';

/** What every log line written while handling one request knows about it. */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** A caller's id is kept only when it is short and harmless in a log line or header. */
export function isValidRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(value);
}

/** The caller's id when valid, else a fresh one. */
export function requestIdOrNew(value: unknown): string {
  return isValidRequestId(value) ? value : randomUUID();
}

/** Runs `fn` with `context` as the current request (for the logger and outgoing NATS requests). */
export function runInRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * NATS headers that carry the current request's id to the service asked next (undefined outside
 * a request), so a call can be followed from the gateway through every service it reaches.
 */
export function requestIdHeaders(): MsgHdrs | undefined {
  const requestId = currentRequestId();
  if (requestId === undefined) return undefined;
  const natsHeaders = headers();
  natsHeaders.set(REQUEST_ID_HEADER, requestId);
  return natsHeaders;
}
