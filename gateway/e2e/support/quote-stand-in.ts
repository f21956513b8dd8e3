import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  computeOrderTotals,
  type CreateQuoteRequest,
  createQuoteRequestSchema,
  createQuoteSubject,
  type ErrorBody,
  lineTotalInCents,
  type OrderLine,
  type QuoteDocument,
} from '@shop/contracts';
import { testNatsAuth } from '@shop/test-kit';

// A STAND-IN for the orders service, which another team is building and which does not exist on
// this branch yet: it answers `orders.quote.create` with a fixed quote, so the gateway's quote
// route can be tested end to end. A double of another team's service is acceptable here only
// until that service exists; then the route's suite starts the real orders service instead.

const lines: OrderLine[] = [
  {
    kind: 'sheet',
    position: 1,
    materialId: 1,
    materialName: 'Stahl S235',
    thickness: 2,
    width: 1000,
    height: 500,
    quantity: 10,
    unitPrice: '14.45',
    lineTotal: '144.50',
  },
  {
    kind: 'design',
    position: 2,
    materialId: 2,
    materialName: 'Edelstahl 1.4301',
    thickness: 3,
    width: 120,
    height: 120,
    quantity: 25,
    unitPrice: '6.83',
    lineTotal: '170.75',
    designParameters: { baseShape: 'washer' },
    drawing: {
      viewBox: [0, 0, 120, 120],
      paths: [
        'M0 60A60 60 0 1 1 120 60A60 60 0 1 1 0 60Z',
        'M40 60A20 20 0 1 1 80 60A20 20 0 1 1 40 60Z',
        'M95.5 60A4.5 4.5 0 1 1 104.5 60A4.5 4.5 0 1 1 95.5 60Z',
      ],
    },
  },
  {
    kind: 'product',
    position: 3,
    productId: 412,
    productName: 'Flachstahl S235JR 40 × 5 mm',
    productDescription: 'Länge 6000 mm, warmgewalzt, blank',
    quantity: 4,
    unitPrice: '38.90',
    lineTotal: '155.60',
  },
];

/** The quote the stand-in answers, in the language asked for. */
export function standInQuote(language: CreateQuoteRequest['language']): QuoteDocument {
  return {
    quoteNumber: 'A-2026-000045',
    issuedAt: '2026-11-25T09:41:00.000Z',
    validUntil: '2026-12-09',
    language,
    lines,
    totals: computeOrderTotals({
      lineTotalsInCents: lines.map((line) => lineTotalInCents(line.unitPrice, line.quantity)),
      shipping: 0,
      vatRatePercent: 19,
    }),
    shippingFlatRate: '29.90',
  };
}

/** What the stand-in answers one request with: a quote, or the error a service would reply. */
export type StandInAnswer = { response: QuoteDocument } | { err: ErrorBody };

export interface QuoteStandIn {
  /** The requests it answered, as the gateway sent them. */
  readonly requests: CreateQuoteRequest[];
  stop(): Promise<void>;
}

/**
 * Subscribes to `orders.quote.create` on `natsUrl` as the test kit's test user and answers in
 * Nest's wire format, as the orders service would: `answer` decides, the stand-in quote unless
 * told otherwise.
 */
export async function startQuoteStandIn(
  natsUrl: string,
  answer: (request: CreateQuoteRequest) => StandInAnswer = (request) => ({
    response: standInQuote(request.language),
  }),
): Promise<QuoteStandIn> {
  const connection: NatsConnection = await connect({
    servers: [natsUrl],
    name: 'orders-stand-in',
    ...testNatsAuth(),
  });
  const requests: CreateQuoteRequest[] = [];
  connection.subscribe(createQuoteSubject, {
    queue: 'orders',
    callback: (error, message) => {
      if (error) return;
      const packet = message.json<{ id: string; data: unknown }>();
      const request = createQuoteRequestSchema.parse(packet.data);
      requests.push(request);
      message.respond(JSON.stringify({ id: packet.id, ...answer(request), isDisposed: true }));
    },
  });
  await connection.flush();
  return { requests, stop: () => connection.close() };
}
