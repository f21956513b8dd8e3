import { quoteIdentifier } from '@shop/nest-kit';
import { defaultManufacturingFor } from '@shop/shop-rules';
import type { EntityManager } from 'typeorm';
import { seedMaterials, seedSettings } from './seed-data.js';

export interface SeedOutcome {
  materialsInserted: number;
  priceRowsInserted: number;
  settingsInserted: number;
}

/**
 * Loads the start-up data without ever overwriting what an operator changed. Settings are
 * inserted per key when missing (the service needs them). The material catalogue is seeded only
 * into an empty catalogue: re-inserting single missing rows would bring back a thickness or a
 * material an operator deliberately removed. Runs in one transaction, so a crash leaves either
 * everything or nothing.
 */
export async function seedPricingData(
  manager: EntityManager,
  schema: string,
): Promise<SeedOutcome> {
  const quoted = quoteIdentifier(schema);
  return manager.transaction(async (transaction) => {
    let settingsInserted = 0;
    for (const setting of seedSettings) {
      const inserted: unknown[] = await transaction.query(
        `INSERT INTO ${quoted}."system_settings" ("key", "value") VALUES ($1, $2)
         ON CONFLICT ("key") DO NOTHING RETURNING "key"`,
        [setting.key, setting.value],
      );
      settingsInserted += inserted.length;
    }

    // A seeded material's empty English and Polish names are filled on every start while its
    // German name is still the seed's; an operator's own names stay. Running it again changes
    // nothing.
    await transaction.query(
      `UPDATE ${quoted}."materials" AS m SET
         "display_name_en" = COALESCE(NULLIF(m."display_name_en", ''), s."en"),
         "display_name_pl" = COALESCE(NULLIF(m."display_name_pl", ''), s."pl")
         FROM jsonb_to_recordset($1::jsonb) AS s("name" text, "de" text, "en" text, "pl" text)
        WHERE m."name" = s."name" AND m."display_name" = s."de"
          AND (COALESCE(m."display_name_en", '') = '' OR COALESCE(m."display_name_pl", '') = '')`,
      [
        JSON.stringify(
          seedMaterials.map((material) => ({
            name: material.name,
            de: material.displayName,
            en: material.displayNameEn,
            pl: material.displayNamePl,
          })),
        ),
      ],
    );

    const [{ count }] = (await transaction.query(
      `SELECT count(*)::int AS count FROM ${quoted}."materials"`,
    )) as [{ count: number }];
    if (count > 0) return { materialsInserted: 0, priceRowsInserted: 0, settingsInserted };

    let priceRowsInserted = 0;
    for (const material of seedMaterials) {
      const rules = defaultManufacturingFor(`${material.name} ${material.displayName}`);
      const [{ id }] = (await transaction.query(
        `INSERT INTO ${quoted}."materials"
           ("name", "display_name", "display_name_en", "display_name_pl",
            "min_hole_factor", "max_sheet_width_mm", "max_sheet_height_mm")
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING "id"`,
        [
          material.name,
          material.displayName,
          material.displayNameEn,
          material.displayNamePl,
          rules.minHoleFactor,
          rules.maxSheetWidthMm,
          rules.maxSheetHeightMm,
        ],
      )) as [{ id: number }];
      for (const row of material.prices) {
        await transaction.query(
          `INSERT INTO ${quoted}."material_prices"
             ("material_id", "thickness", "price_per_m2", "cutting_line_cost")
           VALUES ($1, $2, $3, $4)`,
          [id, row.thickness, row.pricePerM2, row.cuttingLineCost],
        );
        priceRowsInserted += 1;
      }
    }
    return { materialsInserted: seedMaterials.length, priceRowsInserted, settingsInserted };
  });
}
