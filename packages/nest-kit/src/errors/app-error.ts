import type { ErrorBody, ErrorCode, FieldIssue } from '@shop/contracts';

/**
 * The one error base class: a code, an HTTP status and a message safe to show the caller.
 * Services throw it; the RPC filter puts its body on the wire; the gateway answers with it.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    /** Set on 500s: the id under which the real error was logged. */
    readonly correlationId?: string,
    /** What the caller can do about it (e.g. 'save the drawing as DXF'). */
    readonly hint?: string,
    /** For an uploaded file refused as malformed: the 1-based line where reading stopped. */
    readonly line?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.issues ? { issues: this.issues } : {}),
      ...(this.correlationId ? { correlationId: this.correlationId } : {}),
      ...(this.hint ? { hint: this.hint } : {}),
      ...(this.line ? { line: this.line } : {}),
    };
  }

  static notFound(message: string): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  static validation(message: string, issues: FieldIssue[]): AppError {
    return new AppError(400, 'VALIDATION_FAILED', message, issues);
  }

  static unavailable(message: string): AppError {
    return new AppError(503, 'SERVICE_UNAVAILABLE', message);
  }
}
