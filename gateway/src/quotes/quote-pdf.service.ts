import { Inject, Injectable } from '@nestjs/common';
import { type ContentLanguage } from '@shop/contracts';
import { quotePdfFileName, renderQuotePdf } from '@shop/documents';
import { QuotesClient } from './quotes.client.js';

/** A rendered quote and the name it is downloaded under. */
export interface QuotePdf {
  fileName: string;
  pdf: Buffer;
}

/** The written quote of a cart: the orders service prices and numbers it, the gateway renders it. */
@Injectable()
export class QuotePdfService {
  constructor(@Inject(QuotesClient) private readonly quotes: QuotesClient) {}

  /** The cart's quote as a PDF in `language`; rejects with the orders service's 409 or a 503. */
  async quotePdf(cartId: string, language: ContentLanguage): Promise<QuotePdf> {
    const quote = await this.quotes.createQuote(cartId, language);
    return { fileName: quotePdfFileName(quote), pdf: await renderQuotePdf(quote) };
  }
}
