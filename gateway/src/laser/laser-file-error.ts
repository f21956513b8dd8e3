import type { LaserFailureCode } from '@shop/contracts';
import { AppError } from '@shop/nest-kit';

/** 422: the upload is not a DXF that can be quoted; `code` says why, `hint` what to do. */
export class LaserFileError extends AppError {
  constructor(code: LaserFailureCode, message: string, hint?: string) {
    super(422, code, message, undefined, undefined, hint);
  }
}

/** 413 for an upload above the limit. */
export function uploadTooLarge(maxBytes: number): AppError {
  return new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The file is too large; at most ${maxBytes / (1024 * 1024)} MB can be uploaded`,
  );
}
