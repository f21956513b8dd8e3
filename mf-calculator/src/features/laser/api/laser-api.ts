import {
  cartResponseSchema,
  createLaserQuoteRequestResponseSchema,
  laserQuoteResponseSchema,
  type CartResponse,
  type ConfirmedFindings,
  type CreateLaserQuoteRequestBody,
  type LaserQuoteResponse,
} from '@shop/contracts';
import { ApiError, apiRequest, parseErrorBody } from '@shop/ui';

export interface LaserSelection {
  materialId: number;
  thickness: number;
  quantity: number;
}

/**
 * `POST /api/laser-quotes` as multipart: the fields first, `file` last, so the gateway has them
 * before it streams the file. Errors are ApiErrors like apiRequest's ("<status>: <body>"), with
 * the DXF failure code in `body.code` for a 422.
 */
export async function uploadLaserQuote(
  file: File,
  selection: LaserSelection | null,
): Promise<LaserQuoteResponse> {
  const form = new FormData();
  if (selection) {
    form.append('materialId', String(selection.materialId));
    form.append('thickness', String(selection.thickness));
    form.append('quantity', String(selection.quantity));
  }
  form.append('file', file, file.name);
  const response = await fetch('/api/laser-quotes', {
    method: 'POST',
    credentials: 'include',
    body: form,
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parseErrorBody(text),
    );
  }
  return laserQuoteResponseSchema.parse(await response.json());
}

/** `POST /api/cart/laser`: the cart prices the stored quote itself; answers the whole cart. */
export function addLaserToCart(
  body: LaserSelection & { quoteId: string; confirmedFindings?: ConfirmedFindings },
): Promise<CartResponse> {
  return apiRequest('/api/cart/laser', (data) => cartResponseSchema.parse(data), {
    method: 'POST',
    body,
  });
}

/** `POST /api/laser-quotes/:quoteId/requests`: asks for a detailed offer by e-mail. */
export function createLaserQuoteRequest(quoteId: string, body: CreateLaserQuoteRequestBody) {
  return apiRequest(
    `/api/laser-quotes/${encodeURIComponent(quoteId)}/requests`,
    (data) => createLaserQuoteRequestResponseSchema.parse(data),
    { method: 'POST', body },
  );
}
