/**
 * `GET /api/admin/orders/:orderNumber/lines/:position/dxf`: the DXF production cuts the line's
 * part from, sent as an attachment. A plain link downloads it with the admin's session cookie.
 */
export function partFileUrl(orderNumber: string, position: number): string {
  return `/api/admin/orders/${encodeURIComponent(orderNumber)}/lines/${position}/dxf`;
}
