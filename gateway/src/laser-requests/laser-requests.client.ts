import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminActor,
  type CreateLaserQuoteRequest,
  type CreateLaserQuoteRequestResponse,
  createLaserQuoteRequestResponseSchema,
  type ListLaserQuoteRequestsResponse,
  listLaserQuoteRequestsResponseSchema,
  pricingSubjects,
} from '@shop/contracts';
import { NatsClient } from '../nats/nats-client.js';

/** The pricing service's e-mail requests for a detailed laser offer. */
@Injectable()
export class LaserRequestsClient {
  constructor(@Inject(NatsClient) private readonly nats: NatsClient) {}

  create(request: CreateLaserQuoteRequest): Promise<CreateLaserQuoteRequestResponse> {
    return this.nats.request(
      pricingSubjects.createLaserQuoteRequest,
      request,
      createLaserQuoteRequestResponseSchema,
    );
  }

  /** `actor` is the signed-in admin from the session, never anything from the request. */
  list(actor: AdminActor): Promise<ListLaserQuoteRequestsResponse> {
    return this.nats.request(
      pricingSubjects.listLaserQuoteRequests,
      { actor },
      listLaserQuoteRequestsResponseSchema,
    );
  }
}
