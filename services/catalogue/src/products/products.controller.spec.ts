import { describe, expect, it } from '@jest/globals';
import { AppError } from '@shop/nest-kit';
import type { CatalogueCacheService } from '../catalogue-cache/catalogue-cache.service.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';

const actor = { adminId: 1, username: 'admin' };
const roundBar = {
  name: 'Rundstahl 20 mm S235JR',
  category: 'rundstaebe',
  pricePerTon: 1250,
  weightPerPiece: 14.796,
};

/** A product save that must be refused before the database or the cache is asked. */
function refusedSave(): Promise<unknown> {
  const nothing = undefined as never;
  const controller = new ProductsController(
    nothing as CatalogueCacheService,
    new ProductsService(nothing, nothing, nothing),
  );
  // 1 EUR/t x 0.001 kg / 1000 = 0.000001 EUR: not even a cent per piece
  return controller.createProduct({ actor, ...roundBar, pricePerTon: 1, weightPerPiece: 0.001 });
}

describe('saving a product priced by the tonne', () => {
  it('refuses a price per tonne and weight that come to less than a cent, at the price', async () => {
    const error = await refusedSave().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).toBody()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: price',
      issues: [
        {
          path: 'price',
          message: 'pricePerTon x weightPerPiece comes to less than 0.01 EUR per piece',
        },
      ],
    });
  });
});
