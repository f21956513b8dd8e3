import { describe, expect, it } from '@jest/globals';
import { catalogueSubjects, pricingSubjects } from '@shop/contracts';
import { announcedGeneration } from './announced-generation.js';

const envelope = (pattern: string, data: unknown) => ({ pattern, data });

describe('announcedGeneration', () => {
  it("reads pricing's and catalogue's change generation from their events", () => {
    const priceChange = { change: 'pricing.material-price.update', changeId: 'a', generation: 7 };
    expect(
      announcedGeneration(
        pricingSubjects.pricesChanged,
        envelope(pricingSubjects.pricesChanged, priceChange),
      ),
    ).toEqual({ service: 'pricing', generation: 7 });
    const productChange = { change: 'catalogue.product.update', productId: 3, generation: 12 };
    expect(
      announcedGeneration(
        catalogueSubjects.productsChanged,
        envelope(catalogueSubjects.productsChanged, productChange),
      ),
    ).toEqual({ service: 'catalogue', generation: 12 });
  });

  it('finds none in an event of an older publisher, a malformed one or another subject', () => {
    const subject = pricingSubjects.pricesChanged;
    expect(announcedGeneration(subject, envelope(subject, { change: 'x' }))).toBeUndefined();
    expect(
      announcedGeneration(subject, envelope(subject, { change: 'x', generation: -1 })),
    ).toBeUndefined();
    expect(announcedGeneration(subject, 'not json')).toBeUndefined();
    expect(announcedGeneration(subject, null)).toBeUndefined();
    expect(
      announcedGeneration('orders.order.placed', envelope(subject, { change: 'x', generation: 1 })),
    ).toBeUndefined();
  });
});
