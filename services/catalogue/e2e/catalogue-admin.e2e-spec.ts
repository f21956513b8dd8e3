import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import {
  catalogueSubjects,
  productSchema,
  type Category,
  type DeletedResponse,
  type Product,
  type ProductDimension,
} from '@shop/contracts';
import type pg from 'pg';
import {
  eventually,
  type PrivateNats,
  type RecordedMessages,
  recordMessages,
  request,
  requestError,
} from '@shop/test-kit';
import { CatalogueCacheService } from '../src/catalogue-cache/catalogue-cache.service.js';
import { catalogueInProcess, startCatalogueService } from './catalogue-test-environment.js';

const catalogue = catalogueInProcess();
const { schema } = catalogue;
const actor = { adminId: 1, username: 'admin' };

let nats: PrivateNats;
let database: pg.Client;
let client: ClientProxy;
/** Every `catalogue.products.changed` heard since the test began, as published. */
let events: RecordedMessages;

beforeAll(async () => {
  ({ nats, database, client } = await catalogue.start());
  events = await recordMessages(nats.url, catalogueSubjects.productsChanged);
});

afterAll(async () => {
  await events?.close();
  await catalogue.stop();
});

beforeEach(() => {
  events.clear();
});

async function expectAnnounced(...changes: Array<{ change: string; productId?: number }>) {
  await eventually(() =>
    expect(events.messages).toEqual(
      changes.map((data) => ({
        pattern: catalogueSubjects.productsChanged,
        // each change goes out with an id of its own (its JetStream msg id) and the change
        // generation its transaction committed
        data: { ...data, changeId: expect.any(String), generation: expect.any(Number) },
      })),
    ),
  );
}

const newBar = {
  name: 'Rundstahl Ø 21 mm S355',
  category: 'rundstaebe',
  subcategory: 'Rundstahl warmgewalzt',
  material: 'S355',
  description: 'Sondergröße',
  pricePerTon: 1390,
  weightPerPiece: 16.313,
  diameter: 21,
  standardLength: 6000,
  sku: 'RD-21-S355-TEST',
  inStock: true,
};

const create = (fields: object) =>
  request<Product>(client, catalogueSubjects.createProduct, { actor, ...fields });
const productCount = async (category: string) => {
  const categories = await request<Category[]>(client, catalogueSubjects.listCategories, {});
  return categories.find((entry) => entry.slug === category)!.productCount;
};

describe('admin product writes', () => {
  it('creates a product with its price computed per piece, and it appears in its category', async () => {
    const before = await productCount('rundstaebe');
    const product = await create(newBar);
    expect(productSchema.parse(product)).toEqual(product);
    // 1390 EUR/t x 16.313 kg / 1000 = 22.67507 -> 22.68
    expect(product).toEqual({
      id: expect.any(Number),
      name: 'Rundstahl Ø 21 mm S355',
      category: 'rundstaebe',
      subcategory: 'Rundstahl warmgewalzt',
      material: 'S355',
      productType: 'rundstab',
      description: 'Sondergröße',
      unit: 'Stück',
      inStock: true,
      sku: 'RD-21-S355-TEST',
      price: '22.68',
      pricePerTon: '1390.00',
      weightPerPiece: '16.313',
      diameter: '21.00',
      standardLength: '6000.00',
    });
    await expectAnnounced({ change: catalogueSubjects.createProduct, productId: product.id });
    // This replica reloaded before answering: the next read already sees the product.
    expect(await request(client, catalogueSubjects.getProduct, { productId: product.id })).toEqual(
      product,
    );
    const listed = await request<Product[]>(client, catalogueSubjects.listProducts, {
      category: 'rundstaebe',
    });
    expect(listed.at(-1)).toEqual(product);
    expect(await productCount('rundstaebe')).toBe(before + 1);
  });

  it('takes a price per piece as given when there is no price per tonne', async () => {
    const product = await create({
      name: 'Flachstahl Zuschnitt',
      category: 'flachstahl',
      price: 12.5,
    });
    expect(product).toEqual({
      id: expect.any(Number),
      name: 'Flachstahl Zuschnitt',
      category: 'flachstahl',
      productType: 'flachstahl',
      unit: 'Stück',
      inStock: true,
      price: '12.50',
    });
  });

  it('updates every field and clears the optional ones the form left out', async () => {
    const created = await create({ ...newBar, sku: 'RD-21-UPDATE' });
    events.clear();
    const updated = await request<Product>(client, catalogueSubjects.updateProduct, {
      actor,
      productId: created.id,
      name: 'Rundstahl Ø 21 mm S355J2',
      category: 'rundstaebe',
      subcategory: 'gezogen oder geschält',
      price: 30,
      inStock: false,
      diameter: 21,
    });
    expect(updated).toEqual({
      id: created.id,
      name: 'Rundstahl Ø 21 mm S355J2',
      category: 'rundstaebe',
      subcategory: 'gezogen oder geschält',
      productType: 'rundstab',
      unit: 'Stück',
      inStock: false,
      price: '30.00',
      diameter: '21.00',
    });
    await expectAnnounced({ change: catalogueSubjects.updateProduct, productId: created.id });
    expect(
      await request(client, catalogueSubjects.getProductPrice, { productId: created.id }),
    ).toEqual({
      productId: created.id,
      name: 'Rundstahl Ø 21 mm S355J2',
      // no English or Polish name given: both languages show the German one
      translations: {
        en: { name: 'Rundstahl Ø 21 mm S355J2' },
        pl: { name: 'Rundstahl Ø 21 mm S355J2' },
      },
      price: '30.00',
      inStock: false,
    });
  });

  it('deletes a product, then answers 404 for it', async () => {
    const created = await create({ ...newBar, sku: 'RD-21-DELETE' });
    events.clear();
    expect(
      await request<DeletedResponse>(client, catalogueSubjects.deleteProduct, {
        actor,
        productId: created.id,
      }),
    ).toEqual({ deleted: true });
    await expectAnnounced({ change: catalogueSubjects.deleteProduct, productId: created.id });
    expect(
      await requestError(client, catalogueSubjects.getProduct, { productId: created.id }),
    ).toMatchObject({ status: 404 });
    expect(
      await requestError(client, catalogueSubjects.deleteProduct, { actor, productId: created.id }),
    ).toEqual({ status: 404, code: 'NOT_FOUND', message: `Product ${created.id} does not exist` });
  });

  it('answers 404 for an update of an unknown product and changes nothing', async () => {
    expect(
      await requestError(client, catalogueSubjects.updateProduct, {
        actor,
        productId: 999_999,
        ...newBar,
        sku: 'RD-NONE',
      }),
    ).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Product 999999 does not exist' });
    expect(events.messages).toEqual([]);
  });

  it('answers 409 for a SKU another product has', async () => {
    expect(
      await requestError(client, catalogueSubjects.createProduct, {
        actor,
        ...newBar,
        sku: 'IPE-200-S235JR-6000',
      }),
    ).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Another product already has the SKU IPE-200-S235JR-6000',
    });
  });

  it('answers 400 naming the fields, and writes nothing', async () => {
    const { rows: before } = await database.query(
      `SELECT count(*)::int AS n FROM "${schema}".products`,
    );
    const { pricePerTon: _perTon, ...withoutPrice } = newBar;
    expect(
      await requestError(client, catalogueSubjects.createProduct, { actor, ...withoutPrice }),
    ).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: pricePerTon, price',
      issues: [
        { path: 'pricePerTon', message: 'Give either pricePerTon or price' },
        { path: 'price', message: 'Give either pricePerTon or price' },
      ],
    });
    expect(
      await requestError(client, catalogueSubjects.createProduct, {
        actor,
        ...newBar,
        name: ' ',
        diameter: -1,
      }),
    ).toMatchObject({
      status: 400,
      message: 'Invalid input: name, diameter',
      issues: [
        { path: 'name', message: 'Required' },
        { path: 'diameter', message: 'Must be greater than 0' },
      ],
    });
    expect(
      await requestError(client, catalogueSubjects.createProduct, {
        actor,
        ...newBar,
        subcategory: 'IPE',
      }),
    ).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: subcategory',
      issues: [{ path: 'subcategory', message: 'IPE is not a subcategory of rundstaebe' }],
    });
    const { rows: after } = await database.query(
      `SELECT count(*)::int AS n FROM "${schema}".products`,
    );
    expect(after).toEqual(before);
    expect(events.messages).toEqual([]);
  });

  it.each([
    ['no actor', {}],
    ['an actor without a name', { actor: { adminId: 1 } }],
  ])('answers 401 for %s, before looking at the fields', async (_label, extra) => {
    for (const subject of [
      catalogueSubjects.createProduct,
      catalogueSubjects.updateProduct,
      catalogueSubjects.deleteProduct,
      catalogueSubjects.listProductDimensions,
      catalogueSubjects.createProductDimension,
      catalogueSubjects.deleteProductDimension,
    ]) {
      expect(await requestError(client, subject, { ...newBar, productId: 1, ...extra })).toEqual({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'An admin session is required',
      });
    }
  });
});

describe('product dimensions', () => {
  it('lists the seeded sheet formats by category, for admins only', async () => {
    const dimensions = await request<ProductDimension[]>(
      client,
      catalogueSubjects.listProductDimensions,
      { actor, category: 'bleche' },
    );
    expect(dimensions.length).toBeGreaterThan(0);
    expect(dimensions[0]).toEqual({
      id: expect.any(Number),
      category: 'bleche',
      thickness: 1,
      width: 1000,
      length: 2000,
    });
    expect(
      await request(client, catalogueSubjects.listProductDimensions, {
        actor,
        category: 'rohre',
      }),
    ).toEqual([]);
    expect(
      await requestError(client, catalogueSubjects.listProductDimensions, {
        actor,
        category: 'gitterroste',
      }),
    ).toMatchObject({ status: 404 });
  });

  it('adds and deletes a dimension, refusing a duplicate and an unknown id', async () => {
    const added = await request<ProductDimension>(
      client,
      catalogueSubjects.createProductDimension,
      { actor, category: 'flachstahl', thickness: 2.5, width: 40, length: 3000 },
    );
    expect(added).toEqual({
      id: expect.any(Number),
      category: 'flachstahl',
      thickness: 2.5,
      width: 40,
      length: 3000,
    });
    await expectAnnounced({ change: catalogueSubjects.createProductDimension });
    expect(
      await requestError(client, catalogueSubjects.createProductDimension, {
        actor,
        category: 'flachstahl',
        thickness: '2.50',
        width: 40,
        length: 3000,
      }),
    ).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'This category already has this dimension',
    });
    expect(
      await requestError(client, catalogueSubjects.createProductDimension, {
        actor,
        category: 'flachstahl',
        thickness: 0,
        width: 40,
      }),
    ).toMatchObject({ status: 400, message: 'Invalid input: thickness, length' });
    events.clear();
    expect(
      await request(client, catalogueSubjects.deleteProductDimension, {
        actor,
        dimensionId: added.id,
      }),
    ).toEqual({ deleted: true });
    await expectAnnounced({ change: catalogueSubjects.deleteProductDimension });
    expect(
      await requestError(client, catalogueSubjects.deleteProductDimension, {
        actor,
        dimensionId: added.id,
      }),
    ).toMatchObject({ status: 404 });
  });
});

describe('cache invalidation across replicas', () => {
  it('reloads every replica, not just the one that wrote, on catalogue.products.changed', async () => {
    const replica = await startCatalogueService(schema, nats.url);
    try {
      const cache = replica.get(CatalogueCacheService);
      const product = await create({ ...newBar, sku: 'RD-21-REPLICA' });
      await eventually(() => expect(cache.snapshot.product(product.id)).toEqual(product));
    } finally {
      await replica.close();
    }
  });
});
