/**
 * Who sells: the shop's legal name, address and contact, VAT ID and bank account. The one place
 * these are written; the footer, the offer PDF, the order e-mails and the checkout's bank-transfer
 * details all read them from here.
 */
export const seller = {
  name: 'Krause Metalltechnik GmbH',
  street: 'Industriestraße 14',
  postalCode: '44147',
  city: 'Dortmund',
  /** ISO 3166-1 alpha-2. */
  country: 'DE',
  phone: '+49 231 987654-0',
  /** The phone number as a `tel:` link takes it. */
  phoneLink: '+492319876540',
  email: 'info@bleche-shop.de',
  /** Where the shop's order notices go. */
  ordersEmail: 'bestellungen@bleche-shop.de',
  website: 'https://www.bleche-shop.de',
  vatId: 'DE287654321',
  commercialRegister: 'Amtsgericht Dortmund HRB 98765',
  managingDirector: 'Jürgen Krause',
  bank: {
    accountHolder: 'Krause Metalltechnik GmbH',
    bankName: 'Sparkasse Dortmund',
    iban: 'DE21 4405 0199 0123 4567 89',
    bic: 'DORTDE33XXX',
  },
  /** Where pickup orders are collected (the works' own address). */
  pickupAddress: 'Industriestraße 14, 44147 Dortmund',
} as const;

export type Seller = typeof seller;

/** Days a written offer holds its prices. */
export const OFFER_VALID_DAYS = 14;

/** Days a prepayment order waits for the bank transfer before it may be cancelled. */
export const PREPAYMENT_DUE_DAYS = 7;
