import { quoteIdentifier } from '@shop/nest-kit';
import type { EntityManager } from 'typeorm';
import { seedCategories } from '../seed/seed-categories.js';
import { seedProductDimensions, seedProducts } from '../seed/seed-products.js';

export interface SeedOutcome {
  categoriesWritten: number;
  productsInserted: number;
  /** Products whose empty English or Polish texts the seed filled in. */
  productsTranslated: number;
  dimensionsInserted: number;
}

/**
 * Loads the start-up data without ever overwriting what an operator changed. Categories belong
 * to the code (no one edits them), so they are written on every start. Products and dimensions
 * are seeded only into an empty table: re-inserting single missing rows would bring back what
 * an operator deliberately removed. A seeded product's English and Polish texts are filled on
 * every start where they are still empty and the German text is still the seed's, so a catalogue
 * from before the translations gets them and an operator's own texts stay. One transaction: a
 * crash leaves everything or nothing.
 */
export async function seedCatalogue(manager: EntityManager, schema: string): Promise<SeedOutcome> {
  const quoted = quoteIdentifier(schema);
  return manager.transaction(async (transaction) => {
    for (const [position, category] of seedCategories.entries()) {
      await transaction.query(
        `INSERT INTO ${quoted}."categories"
           ("slug", "position", "name", "description", "image", "subcategories", "product_type",
            "name_en", "name_pl", "description_en", "description_pl", "subcategory_labels")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT ("slug") DO UPDATE SET
           "position" = EXCLUDED."position", "name" = EXCLUDED."name",
           "description" = EXCLUDED."description", "image" = EXCLUDED."image",
           "subcategories" = EXCLUDED."subcategories", "product_type" = EXCLUDED."product_type",
           "name_en" = EXCLUDED."name_en", "name_pl" = EXCLUDED."name_pl",
           "description_en" = EXCLUDED."description_en",
           "description_pl" = EXCLUDED."description_pl",
           "subcategory_labels" = EXCLUDED."subcategory_labels"`,
        [
          category.slug,
          position,
          category.name,
          category.description,
          category.image,
          category.subcategories,
          category.productType,
          category.nameEn,
          category.namePl,
          category.descriptionEn,
          category.descriptionPl,
          JSON.stringify(category.subcategoryLabels),
        ],
      );
    }

    const products = seedProducts();
    let productsInserted = 0;
    if (await isEmpty(transaction, `${quoted}."products"`)) {
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
    const productsTranslated = await fillProductTranslations(transaction, quoted, products);

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
    return {
      categoriesWritten: seedCategories.length,
      productsInserted,
      productsTranslated,
      dimensionsInserted,
    };
  });
}

/**
 * Fills each seeded product's empty English and Polish name (description) from the seed, found
 * by its SKU, while its German name (description) is still the seed's. Running it again changes
 * nothing.
 */
async function fillProductTranslations(
  manager: EntityManager,
  quoted: string,
  products: ReturnType<typeof seedProducts>,
): Promise<number> {
  const texts = products.map(
    ({ sku, name, nameEn, namePl, description, descriptionEn, descriptionPl }) => ({
      sku,
      name,
      nameEn,
      namePl,
      description,
      descriptionEn,
      descriptionPl,
    }),
  );
  const [, updated]: [unknown, number] = await manager.query(
    `UPDATE ${quoted}."products" AS p SET
       "name_en" = CASE WHEN COALESCE(p."name_en", '') = '' AND p."name" = s."name"
                        THEN s."nameEn" ELSE p."name_en" END,
       "name_pl" = CASE WHEN COALESCE(p."name_pl", '') = '' AND p."name" = s."name"
                        THEN s."namePl" ELSE p."name_pl" END,
       "description_en" = CASE WHEN COALESCE(p."description_en", '') = ''
                                AND p."description" = s."description"
                               THEN s."descriptionEn" ELSE p."description_en" END,
       "description_pl" = CASE WHEN COALESCE(p."description_pl", '') = ''
                                AND p."description" = s."description"
                               THEN s."descriptionPl" ELSE p."description_pl" END
       FROM jsonb_to_recordset($1::jsonb) AS s(
              "sku" text, "name" text, "nameEn" text, "namePl" text,
              "description" text, "descriptionEn" text, "descriptionPl" text)
      WHERE p."sku" = s."sku"
        AND ((COALESCE(p."name_en", '') = '' OR COALESCE(p."name_pl", '') = '')
               AND p."name" = s."name"
             OR (COALESCE(p."description_en", '') = '' OR COALESCE(p."description_pl", '') = '')
               AND p."description" = s."description")`,
    [JSON.stringify(texts)],
  );
  return updated;
}

async function isEmpty(manager: EntityManager, table: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length === 0;
}
