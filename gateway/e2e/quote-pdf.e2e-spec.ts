import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type PrivateNats, pdfPages, startPrivateNats, testNatsEnv } from '@shop/test-kit';
import request from 'supertest';
import { GatewayProcess } from './support/gateway-test-environment.js';
import { type QuoteStandIn, standInQuote, startQuoteStandIn } from './support/quote-stand-in.js';

jest.setTimeout(30_000);

let nats: PrivateNats;
/** Trusts X-Forwarded-For from the test (on 127.0.0.1), so each test is its own client IP. */
const gateway = new GatewayProcess();
let standIn: QuoteStandIn | undefined;

const QUOTES_PER_WINDOW = 3;

beforeAll(async () => {
  nats = await startPrivateNats();
  await gateway.start({
    NATS_URL: nats.url,
    TRUST_PROXY: '127.0.0.1',
    QUOTE_PDFS_PER_WINDOW: String(QUOTES_PER_WINDOW),
    // The gateway's own NATS user may publish `orders.quote.create` once the orders subjects
    // join its permissions (nats-permissions.ts, with the orders service); until then it signs in
    // as the test kit's test user, which may publish everything.
    ...testNatsEnv('test'),
  });
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
  await gateway.dispose();
  await nats?.dispose();
});

let clientCount = 0;
/**
 * A request with the cart cookie `cartId` (none for null), from a client IP of its own unless
 * given, so no test uses up another's quotes.
 */
function quotePdf(query = '', cartId: string | null = randomUUID(), ip = nextIp()) {
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
    const response = await quotePdf(query);
    expect(response.status).toBe(400);
    expect(jsonOf(response)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      issues: [expect.objectContaining({ path: field })],
    });
  });

  // Nobody answers orders.quote.create yet: had the gateway asked, it would answer 503.
  it('answers 409 to a visitor without a cart, without asking the orders service', async () => {
    const response = await quotePdf('', null);
    expect(response.status).toBe(409);
    expect(jsonOf(response)).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'The cart is empty',
    });
  });

  it('answers 503 at once when no orders service answers orders.quote.create', async () => {
    const startedAt = Date.now();
    const response = await quotePdf('?lang=de');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(jsonOf(response)).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The orders service is not available; try again shortly',
    });
    expect(Date.now() - startedAt).toBeLessThan(3_000);
  });

  describe('with an orders service answering (a stand-in until the real one exists)', () => {
    const emptyCartId = randomUUID();

    beforeAll(async () => {
      standIn = await startQuoteStandIn(nats.url, (asked) =>
        asked.cartId === emptyCartId
          ? { err: { status: 409, code: 'CONFLICT', message: 'The cart is empty' } }
          : { response: standInQuote(asked.language) },
      );
    });

    it('answers the German quote of the cookie’s cart as a PDF attachment nobody caches', async () => {
      const cartId = randomUUID();
      const response = await quotePdf('', cartId);

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="Angebot-A-2026-000045.pdf"',
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      expect(standIn!.requests.at(-1)).toEqual({ cartId, language: 'de' });
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toContain(`cart_id=${cartId}`);
    });

    it('writes the quote’s numbers into the PDF to the cent', async () => {
      const quote = standInQuote('de');
      const text = textOf(await quotePdf('?lang=de'));
      expect(text).toMatch(/Angebotsnummer +A-2026-000045/);
      expect(text).toMatch(/Gültig bis +9\. Dezember 2026/);
      expect(text).toMatch(/Blechzuschnitt Stahl S235 +10 +14,45 € +144,50 €/);
      expect(text).toMatch(/25 +6,83 € +170,75 €/);
      expect(text).toMatch(/4 +38,90 € +155,60 €/);
      expect(text).toContain('1000 × 500 mm · 2 mm dick');
      expect(quote.totals).toMatchObject({ net: '470.85', vat: '89.46', gross: '560.31' });
      expect(text).toMatch(/Summe netto +470,85 €/);
      expect(text).toMatch(/zzgl\. MwSt\. 19 % +89,46 €/);
      expect(text).toMatch(/Gesamtbetrag brutto +560,31 €/);
      expect(text).toContain('zzgl. Versand: Pauschale 29,90 € netto je Bestellung');
      expect(text).toContain('Seite 1 von 1');
    });

    it.each([
      ['en', 'Quote-A-2026-000045.pdf', /Total gross +€560\.31/],
      ['pl', 'Oferta-A-2026-000045.pdf', /Razem brutto +560,31 €/],
    ])('answers in the language asked for: %s', async (lang, fileName, gross) => {
      const response = await quotePdf(`?lang=${lang}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      expect(standIn!.requests.at(-1)?.language).toBe(lang);
      expect(textOf(response)).toMatch(gross);
    });

    it('passes the orders service’s 409 for an empty cart on', async () => {
      const response = await quotePdf('?lang=en', emptyCartId);
      expect(response.status).toBe(409);
      expect(jsonOf(response)).toEqual({
        status: 409,
        code: 'CONFLICT',
        message: 'The cart is empty',
      });
    });

    it('answers 429 with Retry-After once one address has asked for its quotes in the window', async () => {
      const ip = nextIp();
      for (let call = 0; call < QUOTES_PER_WINDOW; call += 1) {
        expect((await quotePdf('', randomUUID(), ip)).status).toBe(200);
      }
      const asked = standIn!.requests.length;
      const refused = await quotePdf('', randomUUID(), ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(jsonOf(refused)).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many quotes from your address; try again later',
      });
      expect(standIn!.requests.length).toBe(asked);
      expect((await quotePdf('', randomUUID())).status).toBe(200);
    });
  });
});
