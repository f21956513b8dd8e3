import type { ServiceTables } from '@shop/nest-kit';
import { LaserQuoteEntity } from '../laser-quote/laser-quote.entity.js';
import { LaserQuoteFindingsEntity } from '../laser-quote/laser-quote-findings.entity.js';
import { LaserQuoteRequestEntity } from '../laser-quote-requests/laser-quote-request.entity.js';
import { MaterialPriceEntity } from '../material-prices/material-price.entity.js';
import { MaterialEntity } from '../materials/material.entity.js';
import { QuantityTierEntity } from '../quantity-tiers/quantity-tier.entity.js';
import { SystemSettingEntity } from '../system-settings/system-setting.entity.js';
import { CreatePricingTables1795408062407 } from './migrations/1795408062407-create-pricing-tables.js';
import { CreateLaserQuotes1795930000000 } from './migrations/1795930000000-create-laser-quotes.js';
import { CreateLaserQuoteRequests1795940000000 } from './migrations/1795940000000-create-laser-quote-requests.js';
import { AddMaterialPriceVersion1796110000000 } from './migrations/1796110000000-add-material-price-version.js';
import { SeedVatAndShippingSettings1796200000000 } from './migrations/1796200000000-seed-vat-and-shipping-settings.js';
import { CreateChangeGeneration1796450000000 } from './migrations/1796450000000-create-change-generation.js';
import { AddMaterialTranslations1796510000000 } from './migrations/1796510000000-add-material-translations.js';
import { CreateQuantityTiers1796600000000 } from './migrations/1796600000000-create-quantity-tiers.js';
import { AddMaterialManufacturing1796610000000 } from './migrations/1796610000000-add-material-manufacturing.js';
import { CreateLaserQuoteFindings1796700000000 } from './migrations/1796700000000-create-laser-quote-findings.js';

const entities = [
  MaterialEntity,
  MaterialPriceEntity,
  SystemSettingEntity,
  LaserQuoteEntity,
  LaserQuoteFindingsEntity,
  LaserQuoteRequestEntity,
  QuantityTierEntity,
];
const migrations = [
  CreatePricingTables1795408062407,
  CreateLaserQuotes1795930000000,
  CreateLaserQuoteRequests1795940000000,
  AddMaterialPriceVersion1796110000000,
  SeedVatAndShippingSettings1796200000000,
  CreateChangeGeneration1796450000000,
  AddMaterialTranslations1796510000000,
  CreateQuantityTiers1796600000000,
  AddMaterialManufacturing1796610000000,
  CreateLaserQuoteFindings1796700000000,
];

/** The pricing schema's entities and its migrations, oldest first. */
export const pricingTables: ServiceTables = { entities, migrations };
