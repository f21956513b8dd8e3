import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_SHIPPING_FLAT_RATE_EUR, DEFAULT_VAT_RATE_PERCENT } from '@shop/shop-rules';
import { quotedSchema } from '@shop/nest-kit';

/**
 * The settings orders are totalled with: VAT in percent on every net total, and the flat rate
 * of one shipped order in EUR. Inserted only where missing, so a rate the admin already changed
 * stays as it is; the admin changes both through the settings route like hole_cost.
 */
export class SeedVatAndShippingSettings1796200000000 implements MigrationInterface {
  name = 'SeedVatAndShippingSettings1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(
      `INSERT INTO ${schema}."system_settings" ("key", "value")
       VALUES ('vat_rate', $1), ('shipping_flat_rate', $2)
       ON CONFLICT ("key") DO NOTHING`,
      [DEFAULT_VAT_RATE_PERCENT, DEFAULT_SHIPPING_FLAT_RATE_EUR],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = quotedSchema(queryRunner);
    await queryRunner.query(
      `DELETE FROM ${schema}."system_settings" WHERE "key" IN ('vat_rate', 'shipping_flat_rate')`,
    );
  }
}
