import { describe, expect, it } from '@jest/globals';
import {
  addDesignLineBodySchema,
  MAX_DESIGN_PARAMETERS_CHARS,
  MAX_DXF_FILE_CHARS,
} from '@shop/contracts';
import { DESIGN_BODY_LIMIT_BYTES, NATS_MAX_PAYLOAD_BYTES } from './cart-body-limits.js';

/** DXF text as CAD programs write it: group codes and values on alternate CRLF-ended lines. */
function dxfTextOf(characters: number): string {
  const entity =
    '  0\r\nLINE\r\n  8\r\n0\r\n 10\r\n1234.567\r\n 20\r\n89.125\r\n 11\r\n0.5\r\n 21\r\n1500\r\n';
  return entity.repeat(Math.ceil(characters / entity.length)).slice(0, characters);
}

/** Design parameters whose JSON is just under the contract's limit. */
function designParametersOf(characters: number): Record<string, string> {
  return { notes: 'x'.repeat(characters - '{"notes":""}'.length) };
}

const largestDesignBody = {
  materialId: 1,
  width: 6000,
  height: 2000,
  thickness: 2.5,
  pricePerM2: 99.99,
  totalPrice: 1234.56,
  quantity: 1,
  designParameters: designParametersOf(MAX_DESIGN_PARAMETERS_CHARS),
  dxfFile: dxfTextOf(MAX_DXF_FILE_CHARS),
};

describe('the body limit of POST /api/cart/from-konfigurator', () => {
  it('takes a design at the contract limits for DXF text and design parameters', () => {
    expect(addDesignLineBodySchema.safeParse(largestDesignBody).success).toBe(true);
    const bytes = Buffer.byteLength(JSON.stringify(largestDesignBody));
    expect(bytes).toBeLessThanOrEqual(DESIGN_BODY_LIMIT_BYTES);
  });

  it('leaves room in one NATS message for the largest body and its envelope', () => {
    const line = 'x'.repeat(DESIGN_BODY_LIMIT_BYTES);
    const message = JSON.stringify({
      pattern: 'cart.line.add',
      data: { cartId: '0b6f3c1e-7d8a-4a53-9f1e-2c4d5e6f7a8b', line },
      id: `gateway-${Number.MAX_SAFE_INTEGER}-${Number.MAX_SAFE_INTEGER}`,
    });
    expect(Buffer.byteLength(message)).toBeLessThan(NATS_MAX_PAYLOAD_BYTES);
  });
});
