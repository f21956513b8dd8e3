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

  it("reaches the shop's product lists and single products in every language through 'products'", async () => {
    const client = new QueryClient();
    const keys = [
      catalogueQueryKeys.categoryProducts('bleche', 'de'),
      catalogueQueryKeys.categoryProducts('bleche', 'pl'),
      catalogueQueryKeys.product(7, 'en'),
      catalogueQueryKeys.category('bleche', 'en'),
      catalogueQueryKeys.categories('pl'),
    ];
    for (const key of keys) client.setQueryData(key, {});
    await client.invalidateQueries({ queryKey: catalogueQueryKeys.products() });
    await client.invalidateQueries({ queryKey: catalogueQueryKeys.categories() });
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('keeps each language its own entry, so a language switch reads the texts anew', () => {
    expect(catalogueQueryKeys.categoryProducts('rundstaebe', 'en')).not.toEqual(
      catalogueQueryKeys.categoryProducts('rundstaebe', 'pl'),
    );
    expect(pricingQueryKeys.materials('en')).not.toEqual(pricingQueryKeys.materials('de'));
    expect(catalogueQueryKeys.categories('de')).not.toEqual(catalogueQueryKeys.categories('en'));
  });

  it("drops every language's material list through the materials prefix", async () => {
    const client = new QueryClient();
    client.setQueryData(pricingQueryKeys.materials('de'), []);
    client.setQueryData(pricingQueryKeys.materials('pl'), []);
    await client.invalidateQueries({ queryKey: pricingQueryKeys.materials() });
    expect(client.getQueryState(pricingQueryKeys.materials('de'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(pricingQueryKeys.materials('pl'))?.isInvalidated).toBe(true);
  });
});
