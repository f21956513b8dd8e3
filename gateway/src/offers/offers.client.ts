import { Inject, Injectable } from '@nestjs/common';
import {
  type ContentLanguage,
  createOfferSubject,
  type OfferDocument,
  offerDocumentSchema,
} from '@shop/contracts';
import { NatsClient } from '../nats/nats-client.js';

/**
 * Pricing the whole cart again and drawing every uploaded part takes the orders service more than
 * a usual reply; past this the visitor gets 503.
 */
export const OFFER_TIMEOUT_MS = 10_000;

/** The orders service's offers as the gateway sees them. */
@Injectable()
export class OffersClient {
  constructor(@Inject(NatsClient) private readonly nats: NatsClient) {}

  /** A numbered offer of the cart; the service answers 409 for an empty cart. */
  createOffer(cartId: string, language: ContentLanguage): Promise<OfferDocument> {
    return this.nats.request(
      createOfferSubject,
      { cartId, language },
      offerDocumentSchema,
      OFFER_TIMEOUT_MS,
    );
  }
}
