import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { catalogueQueryKeys } from '../catalogue/catalogue-api.js';
import { pricingQueryKeys } from './pricing-api.js';

describe('shared query keys', () => {
  it("keeps a quote's hole cost apart from the stored setting, yet refreshes it with the setting", async () => {
    const client = new QueryClient();
    client.setQueryData(pricingQueryKeys.systemSetting('hole_cost'), {
      key: 'hole_cost',
      value: 2,
    });
    client.setQueryData(pricingQueryKeys.holeCost(), 2);
    expect(client.getQueryData(pricingQueryKeys.holeCost())).toBe(2);

    await client.invalidateQueries({ queryKey: pricingQueryKeys.systemSetting('hole_cost') });
    expect(client.getQueryState(pricingQueryKeys.holeCost())?.isInvalidated).toBe(true);
  });

  it('reaches every calculated price and every price row of all materials through their prefixes', async () => {
    const client = new QueryClient();
    client.setQueryData(pricingQueryKeys.calculatedPrice(null), 'price');
    client.setQueryData(pricingQueryKeys.materialPrices(3), []);
    await client.invalidateQueries({ queryKey: pricingQueryKeys.allCalculatedPrices() });
    await client.invalidateQueries({ queryKey: pricingQueryKeys.allMaterialPrices() });
    expect(client.getQueryState(pricingQueryKeys.calculatedPrice(null))?.isInvalidated).toBe(true);
    expect(client.getQueryState(pricingQueryKeys.materialPrices(3))?.isInvalidated).toBe(true);
  });

  it("reaches the shop's product lists and the admin's single products through 'products'", async () => {
    const client = new QueryClient();
    client.setQueryData(catalogueQueryKeys.categoryProducts('bleche'), []);
    client.setQueryData(catalogueQueryKeys.product(7), {});
    client.setQueryData(catalogueQueryKeys.category('bleche'), {});
    await client.invalidateQueries({ queryKey: catalogueQueryKeys.products() });
    await client.invalidateQueries({ queryKey: catalogueQueryKeys.categories() });
    for (const key of [
      catalogueQueryKeys.categoryProducts('bleche'),
      catalogueQueryKeys.product(7),
      catalogueQueryKeys.category('bleche'),
    ]) {
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });
});
