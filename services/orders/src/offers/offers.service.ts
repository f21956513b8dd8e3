import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatCents,
  OFFER_VALID_DAYS,
  toCents,
  type CreateOfferRequest,
  type OfferDocument,
} from '@shop/contracts';
import { computeOrderTotals, shippingCharge } from '@shop/shop-rules';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { ORDERS_CONFIG, type OrdersConfig } from '../config/orders-config.js';
import { addDays, shopDate } from '../numbering/document-numbers.js';
import { nextDocumentNumber } from '../numbering/next-number.js';
import { CheckoutInputs } from '../orders/checkout-inputs.js';
import { LineFreezer } from '../orders/frozen-lines.js';
import { linesIn } from '../orders/line-language.js';
import { OfferEntity } from './offer.entity.js';

/** Written offers of carts: numbered, dated, valid OFFER_VALID_DAYS days, and recorded. */
@Injectable()
export class OffersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    @Inject(CheckoutInputs) private readonly inputs: CheckoutInputs,
    @Inject(LineFreezer) private readonly freezer: LineFreezer,
  ) {}

  /**
   * An offer of the cart as it is priced now, with drawings of its custom parts; shipping is not
   * in its totals (no delivery is chosen yet) but named by its flat rate. 409 for an empty cart.
   */
  async create({ cartId, language }: CreateOfferRequest): Promise<OfferDocument> {
    const items = await this.inputs.orderableLines(cartId);
    const settings = await this.inputs.totalsSettings();
    const { lines: frozen } = await this.freezer.freeze(items, false);
    const lines =
      language === 'de'
        ? frozen
        : linesIn(frozen, items, language, await this.inputs.materialNames(language));
    const totals = computeOrderTotals({
      lineTotalsInCents: items.map((item) => toCents(item.lineTotal)),
      shipping: shippingCharge(null, settings.shippingFlatRate),
      vatRatePercent: settings.vatRatePercent,
    });
    return this.dataSource.transaction(async (manager) => {
      const issuedAt = new Date();
      const offerNumber = await nextDocumentNumber(manager, this.config.DB_SCHEMA, 'A', issuedAt);
      const document: OfferDocument = {
        offerNumber,
        issuedAt: issuedAt.toISOString(),
        validUntil: addDays(shopDate(issuedAt), OFFER_VALID_DAYS),
        language,
        lines,
        totals,
        shippingFlatRate: formatCents(toCents(settings.shippingFlatRate)),
      };
      // Typed loosely: TypeORM's deep-partial type of the jsonb document is too deep to instantiate.
      await manager.insert(OfferEntity as EntityTarget<ObjectLiteral>, {
        offerNumber,
        cartId,
        issuedAt,
        validUntil: document.validUntil,
        document,
      });
      return document;
    });
  }
}
