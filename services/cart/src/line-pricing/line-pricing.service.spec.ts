import { describe, expect, it } from '@jest/globals';
import {
  catalogueSubjects,
  LASER_FILE_CHECK_MAX_BUDGET_MS,
  pricingSubjects,
  type AddCartLine,
} from '@shop/contracts';
import type { ServiceReply, ServiceRequester } from '@shop/nest-kit';
import { LinePricingService } from './line-pricing.service.js';

/** Records what the cart asks; answers nothing, as when the services are away. */
class RecordingRequester {
  readonly requests: Array<{ subject: string; payload: unknown; timeoutMs?: number }> = [];
  readonly timeoutMs = 1500;

  request(
    subject: string,
    payload: unknown,
    _schema: unknown,
    timeoutMs?: number,
  ): Promise<ServiceReply<never>> {
    this.requests.push({ subject, payload, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
    return Promise.resolve({ outcome: 'unavailable', service: subject.split('.')[0]! });
  }
}

const lines: AddCartLine[] = [
  { kind: 'sheet', materialId: 2, width: 1000, height: 500, thickness: 3, quantity: 1 },
  { kind: 'product', productId: 4, quantity: 1 },
  {
    kind: 'laser',
    quoteId: '0b5b2f5e-5f0e-4c53-9a34-8f3f8d1f2a10',
    materialId: 2,
    thickness: 3,
    quantity: 1,
  },
];

async function requestsFor(
  generations?: { pricing?: number; catalogue?: number },
  options?: { adding?: boolean },
) {
  const requester = new RecordingRequester();
  const pricing = new LinePricingService(requester as unknown as ServiceRequester);
  for (const line of lines) await pricing.price(line, generations, options);
  return requester.requests;
}

describe('LinePricingService', () => {
  it("asks pricing and catalogue for at least the generation of each one's latest event", async () => {
    expect(await requestsFor({ pricing: 5, catalogue: 9 })).toEqual([
      {
        subject: pricingSubjects.calculatePrice,
        payload: { materialId: 2, width: 1000, height: 500, thickness: 3, atLeastGeneration: 5 },
      },
      {
        subject: catalogueSubjects.getProductPrice,
        payload: { productId: 4, atLeastGeneration: 9 },
      },
      {
        subject: pricingSubjects.priceLaserQuote,
        payload: {
          quoteId: '0b5b2f5e-5f0e-4c53-9a34-8f3f8d1f2a10',
          materialId: 2,
          thickness: 3,
          atLeastGeneration: 5,
        },
      },
    ]);
  });

  it('names no generation for a service that has announced none yet', async () => {
    const requests = await requestsFor({ pricing: 5 });
    expect(requests[1]!.payload).toEqual({ productId: 4 });
    expect((await requestsFor())[0]!.payload).not.toHaveProperty('atLeastGeneration');
  });

  it('waits for a laser part being added as long as pricing may take to check the largest upload', async () => {
    const adding = await requestsFor({}, { adding: true });
    expect(adding.map((request) => request.timeoutMs)).toEqual([
      undefined,
      undefined,
      LASER_FILE_CHECK_MAX_BUDGET_MS + 1500,
    ]);
    // a reprice waits the usual time: a line not priced in time stays as it was
    expect((await requestsFor()).map((request) => request.timeoutMs)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
