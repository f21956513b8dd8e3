import { Inject, Injectable } from '@nestjs/common';
import { type ContentLanguage } from '@shop/contracts';
import { offerPdfFileName, renderOfferPdf } from '@shop/documents';
import { OffersClient } from './offers.client.js';

/** A rendered offer and the name it is downloaded under. */
export interface OfferPdf {
  fileName: string;
  pdf: Buffer;
}

/** The written offer of a cart: the orders service prices and numbers it, the gateway renders it. */
@Injectable()
export class OfferPdfService {
  constructor(@Inject(OffersClient) private readonly offers: OffersClient) {}

  /** The cart's offer as a PDF in `language`; rejects with the orders service's 409 or a 503. */
  async offerPdf(cartId: string, language: ContentLanguage): Promise<OfferPdf> {
    const offer = await this.offers.createOffer(cartId, language);
    return { fileName: offerPdfFileName(offer), pdf: await renderOfferPdf(offer) };
  }
}
