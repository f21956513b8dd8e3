import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  cartSubjects,
  orderEventsStream,
  type OrderPlacedEvent,
  orderPartFilesBucket,
  ordersSubjects,
  pricingSubjects,
  toCents,
  type CartResponse,
  type GetOrderPartFileResponse,
  type LaserQuoteResponse,
  type ListMaterialsResponse,
  type ListOrdersResponse,
  type OrderDetail,
  type PlaceOrderResponse,
  type OfferDocument,
  type ErrorBody,
} from '@shop/contracts';
import { computeOrderTotals } from '@shop/shop-rules';
import { defaultDesignParameters, writeDesignDxf } from '@shop/part-geometry';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  eventually,
  materialIdByName,
  type OrdersProcess,
  type PricingProcess,
  type PrivateNats,
  queryTestDatabase,
  repoRoot,
  request,
  requestError,
  storeLaserUpload,
  TestMailServer,
  testNatsAuth,
  withObjectBucket,
} from '@shop/test-kit';
import {
  actor,
  orderBody,
  type OrderServices,
  startOrderServices,
} from './support/orders-test-environment.js';

// Pricing is stopped and started again within a test: seconds, not the default 5 s.
jest.setTimeout(30_000);

let nats: PrivateNats;
let running: OrderServices;
let mailServer: TestMailServer;
let pricing: PricingProcess;
let orders: OrdersProcess;
let client: ClientProxy;
let objects: NatsConnection;
let steelId: number;

beforeAll(async () => {
  mailServer = await TestMailServer.start();
  running = await startOrderServices(mailServer);
  ({
    nats,
    client,
    services: { pricing, orders },
  } = running);
  objects = await connect({ servers: nats.url, ...testNatsAuth() });
  steelId = await materialIdByName(client, 'steel_s235');
}, 120_000);

afterAll(async () => {
  await objects?.close();
  await running?.stop();
  await mailServer?.stop();
}, 30_000);

const sheet = (width: number, height: number, quantity = 1) => ({
  kind: 'sheet' as const,
  materialId: steelId,
  width,
  height,
  thickness: 3,
  quantity,
});

async function cartWith(...lines: unknown[]): Promise<{ cartId: string; cart: CartResponse }> {
  const cartId = randomUUID();
  let current: CartResponse | undefined;
  for (const line of lines) {
    current = await request<CartResponse>(client, cartSubjects.addLine, { cartId, line });
  }
  return { cartId, cart: current! };
}

function place(cartId: string, body = orderBody(), idempotencyKey = `submit-${randomUUID()}`) {
  return request<PlaceOrderResponse>(client, ordersSubjects.placeOrder, {
    cartId,
    order: body,
    idempotencyKey,
  });
}

function getOrder(orderNumber: string) {
  return request<OrderDetail>(client, ordersSubjects.getOrder, { actor, orderNumber });
}

async function readObject(bucket: string, name: string): Promise<Buffer> {
  const bytes = await withObjectBucket(nats.url, bucket, (store) =>
    store.read(name, Number.MAX_SAFE_INTEGER),
  );
  if (!bytes) throw new Error(`${bucket}/${name} does not exist`);
  return Buffer.from(bytes);
}

async function countOrders(): Promise<number> {
  const [row] = await queryTestDatabase<{ count: number }>(
    `SELECT count(*)::int AS count FROM "${orders.schema}".orders`,
  );
  return row!.count;
}

describe('placing an order', () => {
  it('refuses an empty cart with 409 and writes nothing', async () => {
    const before = await countOrders();
    const refused = await requestError(client, ordersSubjects.placeOrder, {
      cartId: randomUUID(),
      order: orderBody(),
      idempotencyKey: `empty-${randomUUID()}`,
    });
    expect(refused).toMatchObject({ status: 409, message: 'The cart is empty' });
    expect(await countOrders()).toBe(before);
  });

  it('freezes the cart as an order with its totals, empties the cart, and mails customer and shop', async () => {
    const { cartId, cart: priced } = await cartWith(sheet(1000, 500, 2), sheet(200, 100));
    const placed = await place(cartId);
    const expected = computeOrderTotals({
      lineTotalsInCents: priced.items.map((item) => toCents(item.lineTotal)),
      shipping: '29.90',
      vatRatePercent: 19,
    });
    expect(placed.orderNumber).toMatch(new RegExp(`^B-${new Date().getFullYear()}-\\d{6}$`));
    expect(placed).toMatchObject({
      status: 'new',
      totals: { ...expected, shipping: '29.90', vatRate: '19' },
      email: 'erika@example.com',
      bankTransfer: {
        iban: 'DE21 4405 0199 0123 4567 89',
        reference: placed.orderNumber,
        amount: expected.gross,
        dueDays: 7,
      },
    });
    const detail = await getOrder(placed.orderNumber);
    expect(detail.lines.map((line) => [line.position, line.kind, line.quantity])).toEqual([
      [1, 'sheet', 2],
      [2, 'sheet', 1],
    ]);
    expect(detail.history).toEqual([{ status: 'new', at: detail.createdAt, by: null }]);
    expect((await request<CartResponse>(client, cartSubjects.getCart, { cartId })).items).toEqual(
      [],
    );

    const gross = expected.gross.replace('.', ',');
    const confirmation = await mailServer.waitFor(
      (mail) => mail.to.includes('erika@example.com') && mail.subject.includes(placed.orderNumber),
    );
    expect(confirmation.subject).toBe(`Ihre Bestellung ${placed.orderNumber} bei Bleche`);
    expect(confirmation.text).toContain(`Bestellnummer: ${placed.orderNumber}`);
    // Intl puts a no-break space between the amount and the euro sign.
    expect(confirmation.text).toMatch(new RegExp(`Gesamtbetrag: ${gross}\\s€`));
    expect(confirmation.text).toContain('IBAN: DE21 4405 0199 0123 4567 89');
    expect(confirmation.text).toContain(`Verwendungszweck: ${placed.orderNumber}`);
    expect(confirmation.text).toContain('Krause Metalltechnik GmbH');
    expect(confirmation.html).toContain(placed.orderNumber);
    const notice = await mailServer.waitFor(
      (mail) =>
        mail.to.includes('bestellungen@bleche-shop.de') &&
        mail.subject.includes(placed.orderNumber),
    );
    expect(notice.text).toContain('Mustermann Metallbau GmbH');
    expect(notice.headerLines.find((header) => header.key === 'reply-to')?.line).toContain(
      'erika@example.com',
    );
  });

  it('writes the customer mail in the order language', async () => {
    const { cartId } = await cartWith(sheet(1000, 1000));
    const placed = await place(
      cartId,
      orderBody({ language: 'pl', paymentMethod: 'invoice', delivery: 'pickup' }),
    );
    expect(placed.bankTransfer).toBeUndefined();
    expect(placed.totals.shipping).toBe('0.00');
    const mail = await mailServer.waitFor(
      (received) =>
        received.subject.includes(placed.orderNumber) && received.to.includes('erika@example.com'),
    );
    expect(mail.subject).toBe(`Twoje zamówienie ${placed.orderNumber} w Bleche`);
    expect(mail.text).toContain('Płatność na fakturę');
    expect(mail.text).toContain('Odbiór w zakładzie: Industriestraße 14, 44147 Dortmund');
    // the sheet as the Polish customer read it; the works' own order keeps the German name
    expect(mail.text).toContain('1. Stal S235, ');
    expect(mail.text).not.toContain('Stahl S235');
    expect((await getOrder(placed.orderNumber)).lines[0]).toMatchObject({
      materialName: 'Stahl S235',
      inOrderLanguage: { materialName: 'Stal S235' },
    });
  });

  it('gives one order for one idempotency key: a repeat answers it, one sent meanwhile hears it is in progress', async () => {
    const { cartId } = await cartWith(sheet(500, 500));
    const key = `submit-${randomUUID()}`;
    const before = await countOrders();
    const answers = await Promise.allSettled([
      place(cartId, orderBody(), key),
      place(cartId, orderBody(), key),
    ]);
    const placed = answers.flatMap((answer) =>
      answer.status === 'fulfilled' ? [answer.value] : [],
    );
    const refused = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [answer.reason as ErrorBody] : [],
    );
    // the second either came while the first was placing (409 in progress) or after it (the same order)
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((order) => order.orderNumber)).size).toBe(1);
    for (const error of refused) {
      expect(error).toMatchObject({ status: 409, code: 'idempotency_key_in_use' });
    }
    const again = await place(cartId, orderBody(), key);
    expect(again).toEqual(placed[0]);
    expect(await countOrders()).toBe(before + 1);
  });

  it('refuses a line break in the name or the e-mail address, or a direction override, with 400 and writes nothing', async () => {
    const { cartId } = await cartWith(sheet(400, 400));
    const before = await countOrders();
    for (const customer of [
      { name: 'Erika\r\nBcc: victim@example.com', email: 'erika@example.com' },
      { name: 'Erika', email: 'erika@example.com\r\nBcc: victim@example.com' },
      { name: 'Erika \u202Eznaw', email: 'erika@example.com' },
      { name: 'Erika \u2067Mustermann\u2069', email: 'erika@example.com' },
    ]) {
      const refused = await requestError(client, ordersSubjects.placeOrder, {
        cartId,
        order: orderBody({ customer }),
        idempotencyKey: `bad-${randomUUID()}`,
      });
      expect(refused.status).toBe(400);
      expect(refused.issues?.map((issue) => issue.path)).toEqual([
        customer.email.includes('\n') ? 'order.customer.email' : 'order.customer.name',
      ]);
    }
    expect(await countOrders()).toBe(before);
    expect(
      (await request<CartResponse>(client, cartSubjects.getCart, { cartId })).items,
    ).toHaveLength(1);
  });

  it('delivers a name with markup and quotes as plain text, escaped in HTML, with no header added', async () => {
    const { cartId } = await cartWith(sheet(600, 600));
    const name = 'Zoë "Ops" <script>alert(1)</script> Bcc: evil@example.com';
    const placed = await place(cartId, orderBody({ customer: { name, email: 'zoe@example.com' } }));
    const mail = await mailServer.waitFor((received) => received.to.includes('zoe@example.com'));
    expect(mail.to).toEqual(['zoe@example.com']);
    expect(mail.subject).toBe(`Ihre Bestellung ${placed.orderNumber} bei Bleche`);
    expect(mail.text).toContain(`Guten Tag ${name},`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.headerLines.map((header) => header.key)).not.toContain('bcc');
    expect(mailServer.received.some((received) => received.to.includes('evil@example.com'))).toBe(
      false,
    );
  });
});

describe('the order event', () => {
  it('publishes orders.order.placed into ORDER_EVENTS once, with the order number as message id', async () => {
    const { cartId, cart: priced } = await cartWith(sheet(900, 900));
    const placed = await place(cartId, orderBody(), `event-${randomUUID()}`);
    const jsm = await jetstreamManager(objects);
    await eventually(async () => {
      const { state } = await jsm.streams.info(orderEventsStream.name);
      const found: Array<{ event: OrderPlacedEvent; msgId: string | undefined }> = [];
      for (let seq = state.first_seq; seq <= state.last_seq; seq += 1) {
        const message = await jsm.streams.getMessage(orderEventsStream.name, { seq });
        if (!message) continue;
        const { data } = message.json<{ data: OrderPlacedEvent }>();
        if (data.orderNumber === placed.orderNumber) {
          found.push({ event: data, msgId: message.header.get('Nats-Msg-Id') });
        }
      }
      expect(found).toEqual([
        {
          event: {
            orderNumber: placed.orderNumber,
            placedAt: placed.createdAt,
            cartId,
            cartLineIds: priced.items.map((item) => item.id),
            gross: placed.totals.gross,
          },
          msgId: placed.orderNumber,
        },
      ]);
    }, 10_000);
  });
});

describe('part files and drawings', () => {
  it('keeps a design with its drawing and its DXF, downloadable byte for byte', async () => {
    const designParameters = {
      ...defaultDesignParameters(),
      holes: { ...defaultDesignParameters().holes, pattern: 'corners' as const },
    };
    const dxfFile = writeDesignDxf(designParameters);
    const { cartId } = await cartWith({
      kind: 'design',
      materialId: steelId,
      thickness: 3,
      quantity: 1,
      designParameters,
      dxfFile,
    });
    const placed = await place(cartId);
    const detail = await getOrder(placed.orderNumber);
    const line = detail.lines[0]!;
    expect(line.kind).toBe('design');
    if (line.kind !== 'design') return;
    expect(line.drawing.viewBox).toEqual([0, 0, 200, 150]);
    expect(line.drawing.paths).toHaveLength(5);
    const file = await request<GetOrderPartFileResponse>(client, ordersSubjects.getPartFile, {
      actor,
      orderNumber: placed.orderNumber,
      position: 1,
    });
    expect(file.sizeBytes).toBe(Buffer.byteLength(dxfFile));
    expect((await readObject(orderPartFilesBucket, file.objectName)).toString('utf8')).toBe(
      dxfFile,
    );
  });

  it('copies an uploaded DXF into the order and draws it', async () => {
    const upload = readFileSync(
      `${repoRoot}packages/part-geometry/test-corpus/files/r2000-island.dxf`,
    );
    const uploadName = `${randomUUID()}.dxf`;
    await storeLaserUpload(nats.url, uploadName, upload);
    const quote = await request<LaserQuoteResponse>(client, pricingSubjects.quoteLaser, {
      objectName: uploadName,
      fileName: 'insel.dxf',
      sizeBytes: upload.length,
    });
    const { cartId } = await cartWith({
      kind: 'laser',
      quoteId: quote.quoteId,
      materialId: steelId,
      thickness: 3,
      quantity: 2,
    });
    const placed = await place(cartId);
    const line = (await getOrder(placed.orderNumber)).lines[0]!;
    expect(line).toMatchObject({ kind: 'laser', fileName: 'insel.dxf', quantity: 2 });
    if (line.kind !== 'laser') return;
    expect(line.drawing?.paths.length).toBeGreaterThan(0);
    expect(line.drawing?.viewBox[2]).toBeCloseTo(quote.boundingBox.widthMm, 1);
    const file = await request<GetOrderPartFileResponse>(client, ordersSubjects.getPartFile, {
      actor,
      orderNumber: placed.orderNumber,
      position: 1,
    });
    expect(file.fileName).toBe('insel.dxf');
    expect((await readObject(orderPartFilesBucket, file.objectName)).equals(upload)).toBe(true);
  });

  it('answers 404 for a line without a file and 404 for an unknown quote drawing', async () => {
    const { cartId } = await cartWith(sheet(300, 300));
    const placed = await place(cartId);
    const missing = await requestError(client, ordersSubjects.getPartFile, {
      actor,
      orderNumber: placed.orderNumber,
      position: 1,
    });
    expect(missing.status).toBe(404);
  });
});

describe('the admin and the lifecycle', () => {
  it('refuses admin messages without an actor with 401', async () => {
    const refused = await requestError(client, ordersSubjects.listOrders, {});
    expect(refused.status).toBe(401);
  });

  it('moves an order along its lifecycle with the admin in the history and mails on confirmed and shipped', async () => {
    const { cartId } = await cartWith(sheet(700, 700));
    const { orderNumber } = await place(
      cartId,
      orderBody({ customer: { name: 'Jan Kowalski', email: 'jan@example.com' } }),
    );
    const move = (status: string) =>
      request<OrderDetail>(client, ordersSubjects.updateOrderStatus, {
        actor,
        orderNumber,
        status,
      });
    const refused = await requestError(client, ordersSubjects.updateOrderStatus, {
      actor,
      orderNumber,
      status: 'shipped',
    });
    expect(refused).toMatchObject({
      status: 409,
      message: 'An order that is new can only become confirmed or cancelled, not shipped',
    });
    expect((await move('confirmed')).status).toBe('confirmed');
    const confirmed = await mailServer.waitFor(
      (mail) => mail.subject === `Ihre Bestellung ${orderNumber} ist bestätigt`,
    );
    expect(confirmed.to).toEqual(['jan@example.com']);
    // paid in advance: production waits for the payment
    const unpaid = await requestError(client, ordersSubjects.updateOrderStatus, {
      actor,
      orderNumber,
      status: 'in_production',
    });
    expect(unpaid).toEqual({
      status: 409,
      code: 'payment_not_received',
      message:
        'A prepayment order goes into production only once its payment is recorded as received',
    });
    const paid = await request<OrderDetail>(client, ordersSubjects.recordPayment, {
      actor,
      orderNumber,
    });
    expect(paid.paymentReceived).toEqual({ at: expect.any(String), by: 'anna.admin' });
    await move('in_production');
    const shipped = await move('shipped');
    await mailServer.waitFor(
      (mail) => mail.subject === `Ihre Bestellung ${orderNumber} ist versandt`,
    );
    expect(shipped.history.map((change) => [change.status, change.by])).toEqual([
      ['new', null],
      ['confirmed', 'anna.admin'],
      ['in_production', 'anna.admin'],
      ['shipped', 'anna.admin'],
    ]);
    await move('completed');
    const final = await requestError(client, ordersSubjects.updateOrderStatus, {
      actor,
      orderNumber,
      status: 'cancelled',
    });
    expect(final).toMatchObject({
      status: 409,
      message: 'An order that is completed cannot change any more',
    });
    const statusMails = mailServer.received.filter((mail) => mail.to.includes('jan@example.com'));
    expect(statusMails).toHaveLength(3);
  });

  it('lists orders newest first, by status, a page at a time', async () => {
    const page = await request<ListOrdersResponse>(client, ordersSubjects.listOrders, {
      actor,
      limit: 2,
    });
    expect(page.orders).toHaveLength(2);
    expect(page.orders[0]!.orderNumber > page.orders[1]!.orderNumber).toBe(true);
    const next = await request<ListOrdersResponse>(client, ordersSubjects.listOrders, {
      actor,
      limit: 2,
      before: page.nextBefore,
    });
    expect(next.orders[0]!.orderNumber < page.orders[1]!.orderNumber).toBe(true);
    const completed = await request<ListOrdersResponse>(client, ordersSubjects.listOrders, {
      actor,
      status: 'completed',
    });
    expect(completed.orders.every((order) => order.status === 'completed')).toBe(true);
    expect(completed.orders.length).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an unknown order', async () => {
    const missing = await requestError(client, ordersSubjects.getOrder, {
      actor,
      orderNumber: 'B-2020-999999',
    });
    expect(missing.status).toBe(404);
  });
});

describe('quotes', () => {
  it('writes a numbered quote of the cart without shipping, valid 14 days, and refuses an empty cart', async () => {
    const { cartId, cart: priced } = await cartWith(sheet(1000, 500));
    const quote = await request<OfferDocument>(client, ordersSubjects.createOffer, {
      cartId,
      language: 'en',
    });
    expect(quote.offerNumber).toMatch(/^A-\d{4}-\d{6}$/);
    // written in English: the material as pricing names it in English, not the cart's German
    const english = await request<ListMaterialsResponse>(client, pricingSubjects.listMaterials, {
      language: 'en',
    });
    const steelInEnglish = english.find((material) => material.id === steelId)!.displayName;
    expect(steelInEnglish).toBe('Steel S235');
    expect(quote.lines[0]).toMatchObject({ kind: 'sheet', materialName: steelInEnglish });
    expect(priced.items[0]).toMatchObject({ kind: 'sheet', materialName: 'Stahl S235' });
    expect(quote.totals.shipping).toBe('0.00');
    expect(quote.totals.subtotal).toBe(priced.summary.subtotal);
    expect(quote.shippingFlatRate).toBe('29.90');
    // Counted from the shop's own date (Berlin), which is the next day an hour before UTC's.
    const issuedOn = new Intl.DateTimeFormat('sv', { timeZone: 'Europe/Berlin' }).format(
      new Date(quote.issuedAt),
    );
    const days = (Date.parse(quote.validUntil) - Date.parse(issuedOn)) / 86_400_000;
    expect(days).toBe(14);
    expect(
      (await request<CartResponse>(client, cartSubjects.getCart, { cartId })).items,
    ).toHaveLength(1);
    const empty = await requestError(client, ordersSubjects.createOffer, {
      cartId: randomUUID(),
      language: 'de',
    });
    expect(empty.status).toBe(409);
  });
});

describe('when the mail server is down', () => {
  it('still places the order and delivers the mail once the server is back', async () => {
    await mailServer.stop();
    const { cartId } = await cartWith(sheet(800, 800));
    const placed = await place(
      cartId,
      orderBody({ customer: { name: 'Ola', email: 'ola@example.com' } }),
    );
    expect(placed.status).toBe('new');
    // the outbox has tried the mail and failed, and keeps it for the next try
    await eventually(async () => {
      const [mail] = await queryTestDatabase<{ attempts: number; sent_at: Date | null }>(
        `SELECT attempts, sent_at FROM "${orders.schema}".outbox_messages
          WHERE payload->>'to' = 'ola@example.com'`,
      );
      expect(mail).toMatchObject({ attempts: expect.any(Number), sent_at: null });
      expect(mail!.attempts).toBeGreaterThanOrEqual(1);
    }, 10_000);
    expect(mailServer.received.some((mail) => mail.to.includes('ola@example.com'))).toBe(false);
    await mailServer.restart();
    const mail = await mailServer.waitFor(
      (received) => received.to.includes('ola@example.com'),
      20_000,
    );
    expect(mail.subject).toContain(placed.orderNumber);
  });
});

describe('while pricing is down', () => {
  it('answers 503 and writes nothing; the cart keeps its lines', async () => {
    const { cartId } = await cartWith(sheet(500, 300));
    const before = await countOrders();
    await pricing.stop();
    try {
      const refused = await requestError(client, ordersSubjects.placeOrder, {
        cartId,
        order: orderBody(),
        idempotencyKey: `down-${randomUUID()}`,
      });
      expect(refused).toMatchObject({ status: 503 });
      expect(refused.message).toContain('pricing');
      expect(await countOrders()).toBe(before);
      expect(
        (await request<CartResponse>(client, cartSubjects.getCart, { cartId })).items,
      ).toHaveLength(1);
    } finally {
      await pricing.start();
    }
  });
});

describe('prices changing after the order', () => {
  it('leave the order as it was frozen', async () => {
    const { cartId } = await cartWith(sheet(1000, 1000));
    const placed = await place(cartId);
    await request(client, pricingSubjects.updateSystemSetting, {
      actor,
      key: 'vat_rate',
      value: 7,
    });
    await request(client, pricingSubjects.updateMaterialPrice, {
      actor,
      materialId: steelId,
      thickness: 3,
      pricePerM2: 99,
      version: 1,
    });
    const detail = await getOrder(placed.orderNumber);
    expect(detail.totals).toEqual(placed.totals);
    expect(detail.lines[0]!.unitPrice).not.toBe('99.00');
    const { cart: repriced } = await cartWith(sheet(1000, 1000));
    expect(repriced.items[0]!.unitPrice).not.toBe(detail.lines[0]!.unitPrice);
  });
});
