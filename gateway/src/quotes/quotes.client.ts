import { Inject, Injectable } from '@nestjs/common';
import {
  type ContentLanguage,
  createQuoteSubject,
  type QuoteDocument,
  quoteDocumentSchema,
} from '@shop/contracts';
import { NatsClient } from '../nats/nats-client.js';

/**
 * Pricing the whole cart again and drawing every uploaded part takes the orders service more than
 * a usual reply; past this the visitor gets 503.
 */
export const QUOTE_TIMEOUT_MS = 10_000;

/** The orders service's quotes as the gateway sees them. */
@Injectable()
export class QuotesClient {
  constructor(@Inject(NatsClient) private readonly nats: NatsClient) {}

  /** A numbered quote of the cart; the service answers 409 for an empty cart. */
  createQuote(cartId: string, language: ContentLanguage): Promise<QuoteDocument> {
    return this.nats.request(
      createQuoteSubject,
      { cartId, language },
      quoteDocumentSchema,
      QUOTE_TIMEOUT_MS,
    );
  }
}
