import { Inject, Injectable } from '@nestjs/common';
import {
  pricingSubjects,
  quantityTiersResponseSchema,
  type AdminActor,
  type PutQuantityTiersBody,
  type QuantityTiersResponse,
} from '@shop/contracts';
import { NatsClient } from '../nats/nats-client.js';

/** The pricing service's quantity discounts as the gateway asks for them over NATS. */
@Injectable()
export class QuantityTiersClient {
  constructor(@Inject(NatsClient) private readonly nats: NatsClient) {}

  list(): Promise<QuantityTiersResponse> {
    return this.nats.request(pricingSubjects.listQuantityTiers, {}, quantityTiersResponseSchema);
  }

  /** `actor` is the signed-in admin from the session, never anything from the body. */
  replace(actor: AdminActor, body: PutQuantityTiersBody): Promise<QuantityTiersResponse> {
    return this.nats.request(
      pricingSubjects.putQuantityTiers,
      { actor, ...body },
      quantityTiersResponseSchema,
    );
  }
}
