import { errorBodySchema, type ErrorBody } from '@shop/contracts';
import { serverApiBaseUrl } from '../ssr/server-render.js';

const apiErrorBrand = Symbol.for('bleche.api-error');

/**
 * A non-OK answer from `/api`. `message` reads "<status>: <body text>" (or the status text when
 * the body is empty); `body` is the parsed error body when the server sent one;
 * `retryAfterSeconds` is how long the server asked to wait before asking again (its
 * `Retry-After` header), when it said so.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | undefined,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  readonly [apiErrorBrand] = true;

  /**
   * The shell and each remote bundle their own copy of this class; an error made by one copy
   * (a failure the server rendered and handed to the browser, say) is still an ApiError to all.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && apiErrorBrand in value;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Headers of this call besides the JSON content type, e.g. an `Idempotency-Key`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The one way the front ends call the gateway: credentials included, JSON only when a body is
 * given, and the answer parsed with the contract's schema so a wrong shape fails loudly.
 */
export async function apiRequest<T>(
  path: string,
  parse: (data: unknown) => T,
  options: ApiRequestOptions = {},
): Promise<T> {
  const hasBody = options.body !== undefined;
  const serverBase = serverApiBaseUrl();
  const headers = {
    ...options.headers,
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    // The renderer sits next to the gateway: compressing would only cost both of them time.
    ...(serverBase === undefined ? {} : { 'Accept-Encoding': 'identity' }),
  };
  // Rendering on the server, the gateway is another process: the same path on its origin.
  const response = await fetch(`${serverBase ?? ''}${path}`, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parseErrorBody(text),
      // Stand-ins for fetch in tests may answer without any headers.
      retryAfterSecondsOf(response.headers?.get('Retry-After')),
    );
  }
  if (response.status === 204) return parse(undefined);
  return parse(await response.json());
}

/** The error body of a failed answer's text, or undefined when it is not one. */
export function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const result = errorBodySchema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A `Retry-After` header in seconds from now: either a number of seconds or an HTTP date (a date
 * already past is 0). Undefined without the header or for a value that is neither.
 */
export function retryAfterSecondsOf(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its weekday and month; a bare '-3' is no date, though Date.parse reads one.
  if (!/[a-z]/i.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
