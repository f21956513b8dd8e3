import { ApiError } from '@shop/ui';

/** The HTTP status of a failed call, or undefined when the request never got an answer. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** Whether the server refused the call because the admin session is gone (expired, logged out). */
export function isSessionLost(error: unknown): boolean {
  return statusOf(error) === 401;
}

/**
 * The server's message, read from the error text after the first ': ' (the text is
 * "<status>: <JSON body>"); undefined when that part is not JSON with a message.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const separator = error.message.indexOf(': ');
  if (separator < 0) return undefined;
  try {
    const body: unknown = JSON.parse(error.message.slice(separator + 2));
    if (body !== null && typeof body === 'object' && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the caller shows its fixed text.
  }
  return undefined;
}
