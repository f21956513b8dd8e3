import { type ContentLanguage } from '@shop/contracts';
import { shopDocumentFormats, type LocaleFormats } from '@shop/locale-formats';

/** Numbers, money and dates as the offer's language writes them: the shop's one set of formats. */
export type OfferFormats = LocaleFormats;

/**
 * The formats of one language, dating in the shop's time zone. The cart, the checkout and the
 * order mails write with the same formats, so an offer reads as the pages do, to the cent.
 */
export function offerFormats(language: ContentLanguage): OfferFormats {
  return shopDocumentFormats(language);
}
