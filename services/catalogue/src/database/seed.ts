import { quoteIdentifier } from '@shop/nest-kit';
import type { EntityManager } from 'typeorm';
import { seedCategories } from '../seed/seed-categories.js';
import { seedProductDimensions, seedProducts } from '../seed/seed-products.js';

export interface SeedOutcome {
  categoriesWritten: number;
  productsInserted: number;
  dimensionsInserted: number;
}

/**
 * Loads the start-up data without ever overwriting what an operator changed. Categories belong
 * to the code (no one edits them), so they are written on every start. Products and dimensions
 * are seeded only into an empty table: re-inserting single missing rows would bring back what
 * an operator deliberately removed. One transaction: a crash leaves everything or nothing.
 */
export async function seedCatalogue(manager: EntityManager, schema: string): Promise<SeedOutcome> {
  const quoted = quoteIdentifier(schema);
  return manager.transaction(async (transaction) => {
    for (const [position, category] of seedCategories.entries()) {
      await transaction.query(
        `INSERT INTO ${quoted}."categories"
           ("slug", "position", "name", "description", "image", "subcategories", "product_type")
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT ("slug") DO UPDATE SET
           "position" = EXCLUDED."position", "name" = EXCLUDED."name",
           "description" = EXCLUDED."description", "image" = EXCLUDED."image",
           "subcategories" = EXCLUDED."subcategories", "product_type" = EXCLUDED."product_type"`,
        [
          category.slug,
          position,
          category.name,
          category.description,
          category.image,
          category.subcategories,
          category.productType,
        ],
      );
    }

    let productsInserted = 0;
    if (await isEmpty(transaction, `${quoted}."products"`)) {
      const products = seedProducts();
      // One statement for the whole catalogue; WITH ORDINALITY keeps ids in seed order.
      await transaction.query(
        `INSERT INTO ${quoted}."products"
           ("name", "category", "subcategory", "material", "product_type", "description", "unit",
            "in_stock", "sku", "price", "price_per_ton", "weight_per_piece", "diameter", "side",
            "thickness", "width", "height", "wall_thickness", "standard_length")
         SELECT p."name", p."category", p."subcategory", p."material", p."productType",
                p."description", 'Stück', p."inStock", p."sku", p."price", p."pricePerTon",
                p."weightPerPiece", p."diameter", p."side", p."thickness", p."width", p."height",
                p."wallThickness", p."standardLength"
           FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e("doc", "n"),
                jsonb_to_record(e."doc") AS p(
                  "name" text, "category" text, "subcategory" text, "material" text,
                  "productType" text, "description" text, "inStock" boolean, "sku" text,
                  "price" numeric, "pricePerTon" numeric, "weightPerPiece" numeric,
                  "diameter" numeric, "side" numeric, "thickness" numeric, "width" numeric,
                  "height" numeric, "wallThickness" numeric, "standardLength" numeric)
          ORDER BY e."n"`,
        [JSON.stringify(products)],
      );
      productsInserted = products.length;
    }

    let dimensionsInserted = 0;
    if (await isEmpty(transaction, `${quoted}."product_dimensions"`)) {
      for (const dimension of seedProductDimensions()) {
        await transaction.query(
          `INSERT INTO ${quoted}."product_dimensions" ("category", "thickness", "width", "length")
           VALUES ($1, $2, $3, $4)`,
          [dimension.category, dimension.thickness, dimension.width, dimension.length],
        );
        dimensionsInserted += 1;
      }
    }
    return { categoriesWritten: seedCategories.length, productsInserted, dimensionsInserted };
  });
}

async function isEmpty(manager: EntityManager, table: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length === 0;
}
