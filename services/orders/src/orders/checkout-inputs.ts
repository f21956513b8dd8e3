import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  cartResponseSchema,
  cartSubjects,
  getSystemSettingResponseSchema,
  listMaterialsResponseSchema,
  pricingSubjects,
  type CartLine,
  type ContentLanguage,
  type SystemSettingKey,
} from '@shop/contracts';
import { AppError, ServiceRequester } from '@shop/nest-kit';
import { orderHold } from '@shop/shop-rules';
import { answerOrThrow } from '../peers/ask.js';

/** The two settings every order and offer is totalled with. */
export interface TotalsSettings {
  vatRatePercent: number;
  shippingFlatRate: number;
}

/** 409: the cart has no lines (an order or an offer needs one). */
export class EmptyCartError extends AppError {
  constructor() {
    super(409, 'CONFLICT', 'The cart is empty');
  }
}

/** What an offer or an order is made of: the cart's lines as the cart priced them, and the rates. */
@Injectable()
export class CheckoutInputs {
  private readonly logger = new Logger(CheckoutInputs.name);

  constructor(@Inject(ServiceRequester) private readonly services: ServiceRequester) {}

  /**
   * The cart's lines, priced by the cart service under the current prices; 409 for an empty cart
   * or one with a line that can no longer be priced or a part that can no longer be made (the
   * visitor removes it first).
   */
  async orderableLines(cartId: string): Promise<CartLine[]> {
    const cart = answerOrThrow(
      await this.services.request(cartSubjects.getCart, { cartId }, cartResponseSchema),
    );
    if (cart.items.length === 0) throw new EmptyCartError();
    const unavailable = cart.items.filter((item) => orderHold(item) === 'unavailable');
    if (unavailable.length > 0) {
      throw new AppError(
        409,
        'CONFLICT',
        `${unavailable.length} line(s) of the cart can no longer be priced; remove them first`,
      );
    }
    const notManufacturable = cart.items.filter((item) => orderHold(item) === 'not-manufacturable');
    if (notManufacturable.length > 0) {
      throw new AppError(
        409,
        'part_not_manufacturable',
        `${notManufacturable.length} part(s) of the cart can no longer be made under the current ` +
          'cutting rules (too large for the sheet, or a hole outside the part); change or remove them first',
      );
    }
    return cart.items;
  }

  /**
   * Every material's display name in `language`, for an offer or an order in the customer's
   * language. Empty for German, which the lines already carry, and when pricing does not answer:
   * the lines then keep their German names.
   */
  async materialNames(language: ContentLanguage): Promise<Map<number, string>> {
    if (language === 'de') return new Map();
    try {
      const materials = answerOrThrow(
        await this.services.request(
          pricingSubjects.listMaterials,
          { language },
          listMaterialsResponseSchema,
        ),
      );
      return new Map(materials.map((material) => [material.id, material.displayName]));
    } catch (error) {
      this.logger.warn(
        `Material names in ${language} unavailable, quoting German ones: ${String(error)}`,
      );
      return new Map();
    }
  }

  /** VAT rate and shipping flat rate from the pricing service's settings. */
  async totalsSettings(): Promise<TotalsSettings> {
    const [vat, shipping] = await Promise.all([
      this.setting('vat_rate'),
      this.setting('shipping_flat_rate'),
    ]);
    return { vatRatePercent: vat, shippingFlatRate: shipping };
  }

  private async setting(key: SystemSettingKey): Promise<number> {
    const reply = await this.services.request(
      pricingSubjects.getSystemSetting,
      { key },
      getSystemSettingResponseSchema,
    );
    return answerOrThrow(reply).value;
  }
}
