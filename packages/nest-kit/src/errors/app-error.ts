import type { ErrorBody, ErrorCode, FieldIssue, ManufacturabilityFinding } from '@shop/contracts';

/**
 * The one error base class: a code, an HTTP status and a message safe to show the caller.
 * Services throw it; the RPC filter puts its body on the wire; the gateway answers with it.
 */
/** What an error body may carry beyond its code and message. */
export interface AppErrorDetails {
  findings?: ManufacturabilityFinding[];
  line?: number;
  orderNumber?: string;
}

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
    /**
     * What the body carries besides: the manufacturability findings a refused part is refused
     * for, or, for an uploaded file refused as malformed, the 1-based line where reading stopped.
     */
    readonly details: AppErrorDetails = {},
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
      ...(this.details.findings ? { findings: this.details.findings } : {}),
      ...(this.details.line ? { line: this.details.line } : {}),
      ...(this.details.orderNumber ? { orderNumber: this.details.orderNumber } : {}),
    };
  }

  static notFound(message: string): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  static validation(message: string, issues: FieldIssue[]): AppError {
    return new AppError(400, 'VALIDATION_FAILED', message, issues);
  }

  /** A 409 about a part, carrying the manufacturability findings it is refused for. */
  static partRefused(
    code: 'part_not_manufacturable' | 'confirmation_required',
    message: string,
    findings: ManufacturabilityFinding[],
  ): AppError {
    return new AppError(409, code, message, undefined, undefined, undefined, { findings });
  }

  static unavailable(message: string): AppError {
    return new AppError(503, 'SERVICE_UNAVAILABLE', message);
  }
}
