import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { CartResponse, ListMaterialsResponse } from '@shop/contracts';
import { computeOrderTotals, lineTotalInCents } from '@shop/shop-rules';
import { defaultDesignParameters, writeDesignDxf } from '@shop/part-geometry';
import {
  CartProcess,
  OrdersProcess,
  pdfPages,
  PricingProcess,
  type PrivateNats,
  startPrivateNats,
} from '@shop/test-kit';
import request from 'supertest';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

// Quoting goes gateway -> orders -> cart and pricing, then the PDF is drawn: seconds when busy.
jest.setTimeout(30_000);

let nats: PrivateNats;
/** Trusts X-Forwarded-For from the test (on 127.0.0.1), so each test is its own client IP. */
const gateway = new GatewayProcess();
let pricing: PricingProcess;
let cart: CartProcess;
let orders: OrdersProcess | undefined;
let steelId: number;

const QUOTES_PER_WINDOW = 3;

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  cart = new CartProcess(nats.url, suite);
  await Promise.all([pricing.start(), cart.start()]);
  await gateway.start({
    NATS_URL: nats.url,
    TRUST_PROXY: '127.0.0.1',
    QUOTE_PDFS_PER_WINDOW: String(QUOTES_PER_WINDOW),
  });
  const materials = (await request(gateway.url).get('/api/materials').expect(200))
    .body as ListMaterialsResponse;
  steelId = materials.find((material) => material.name === 'steel_s235')!.id;
}, 120_000);

afterAll(async () => {
  await gateway.dispose();
  await orders?.dispose();
  await cart?.dispose();
  await pricing?.dispose();
  await nats?.dispose();
});

let clientCount = 0;
/**
 * A request with the cart cookie `cartId` (none for null), from a client IP of its own unless
 * given, so no test uses up another's offers.
 */
function offerPdf(query = '', cartId: string | null = randomUUID(), ip = nextIp()) {
  const call = request(gateway.url)
    .get(`/api/cart/quote.pdf${query}`)
    .set('x-forwarded-for', ip)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return cartId === null ? call : call.set('cookie', `cart_id=${cartId}`);
}
function nextIp(): string {
  clientCount += 1;
  return `198.51.100.${clientCount}`;
}
const jsonOf = (response: request.Response) =>
  JSON.parse((response.body as Buffer).toString('utf8')) as Record<string, unknown>;
const textOf = (response: request.Response) => pdfPages(response.body as Buffer).join('\n');

describe('GET /api/cart/quote.pdf', () => {
  it.each([
    ['a language the shop does not speak', '?lang=fr', 'lang'],
    ['an upper-case language', '?lang=DE', 'lang'],
    ['a parameter it does not know', '?lang=de&format=docx', 'format'],
  ])('answers 400 for %s', async (_case, query, field) => {
    const response = await offerPdf(query);
    expect(response.status).toBe(400);
    expect(jsonOf(response)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      issues: [expect.objectContaining({ path: field })],
    });
  });

  it('answers 409 to a visitor without a cart, without asking the orders service', async () => {
    const response = await offerPdf('', null);
    expect(response.status).toBe(409);
    expect(jsonOf(response)).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'The cart is empty',
    });
  });

  it('answers 503 at once when no orders service answers orders.offer.create', async () => {
    const startedAt = Date.now();
    const response = await offerPdf('?lang=de');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(jsonOf(response)).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The orders service is not available; try again shortly',
    });
    expect(Date.now() - startedAt).toBeLessThan(3_000);
  });

  describe('with the orders service answering', () => {
    beforeAll(async () => {
      orders = new OrdersProcess(nats.url, suite);
      await orders.start();
    }, 60_000);

    /** A cart with a 1000 x 500 mm sheet (2 pieces) and a configurator washer: its id and as the cart prices it. */
    async function filledCart(): Promise<{ cartId: string; priced: CartResponse }> {
      const added = await request(gateway.url)
        .post('/api/cart')
        .send({ materialId: steelId, width: 1000, height: 500, thickness: 2, quantity: 2 })
        .expect(201);
      const cookie = ([] as string[])
        .concat(added.headers['set-cookie'] ?? [])
        .find((value) => value.startsWith('cart_id='))!
        .split(';', 1)[0]!;
      const designParameters = defaultDesignParameters();
      await request(gateway.url)
        .post('/api/cart/from-konfigurator')
        .set('cookie', cookie)
        .send({
          materialId: steelId,
          thickness: 3,
          quantity: 5,
          designParameters,
          dxfFile: writeDesignDxf(designParameters),
        })
        .expect(201);
      const priced = (await request(gateway.url).get('/api/cart').set('cookie', cookie).expect(200))
        .body as CartResponse;
      return { cartId: cookie.slice('cart_id='.length), priced };
    }

    /** "1234.5" as the German offer writes it: "1.234,50 €". */
    const euros = (amount: string) =>
      `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(Number(amount))} €`;

    it('answers the German offer of the cookie’s cart as a PDF attachment nobody caches', async () => {
      const { cartId } = await filledCart();
      const response = await offerPdf('', cartId);

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="Angebot-A-\d{4}-\d{6}\.pdf"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('writes the cart’s numbers into the PDF to the cent: lines, net, 19 % VAT, gross', async () => {
      const { cartId, priced } = await filledCart();
      const totals = computeOrderTotals({
        lineTotalsInCents: priced.items.map((line) =>
          lineTotalInCents(line.unitPrice, line.quantity),
        ),
        shipping: 0,
        vatRatePercent: 19,
      });
      expect(totals.net).toBe(priced.summary.total);
      const text = textOf(await offerPdf('?lang=de', cartId));
      expect(text).toMatch(/Angebotsnummer +A-\d{4}-\d{6}/);
      for (const line of priced.items) {
        expect(text).toContain(`${euros(line.unitPrice)}`);
        expect(text).toContain(`${euros(line.lineTotal)}`);
      }
      expect(text).toContain('1000 × 500 mm');
      expect(text).toMatch(new RegExp(`Summe netto +${euros(totals.net)}`));
      expect(text).toMatch(new RegExp(`zzgl\\. MwSt\\. 19 % +${euros(totals.vat)}`));
      expect(text).toMatch(new RegExp(`Gesamtbetrag brutto +${euros(totals.gross)}`));
      expect(text).toContain('Seite 1 von 1');
    });

    it.each([
      ['en', /^attachment; filename="Quote-A-\d{4}-\d{6}\.pdf"$/, /Total gross +€[\d,]+\.\d{2}/],
      [
        'pl',
        /^attachment; filename="Oferta-A-\d{4}-\d{6}\.pdf"$/,
        /Razem brutto +[\d\s ]+,\d{2} €/,
      ],
    ])('answers in the language asked for: %s', async (lang, fileName, gross) => {
      const { cartId } = await filledCart();
      const response = await offerPdf(`?lang=${lang}`, cartId);
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toMatch(fileName);
      expect(textOf(response)).toMatch(gross);
    });

    it('passes the orders service’s 409 for a cart without lines on', async () => {
      const response = await offerPdf('?lang=en', randomUUID());
      expect(response.status).toBe(409);
      expect(jsonOf(response)).toMatchObject({ status: 409, code: 'CONFLICT' });
    });

    it('answers 429 with Retry-After once one address has asked for its offers in the window', async () => {
      const { cartId } = await filledCart();
      const ip = nextIp();
      for (let call = 0; call < QUOTES_PER_WINDOW; call += 1) {
        expect((await offerPdf('', cartId, ip)).status).toBe(200);
      }
      const refused = await offerPdf('', cartId, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(jsonOf(refused)).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many offers from your address; try again later',
      });
      expect((await offerPdf('', cartId)).status).toBe(200);
    });
  });
});
