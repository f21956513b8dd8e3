import type { ContentLanguage } from '@shop/contracts';

/** Every text of the order e-mails; each language fills every key (the type makes sure). */
export interface MailTexts {
  locale: string;
  confirmationSubject: string;
  sellerNoticeSubject: string;
  confirmedSubject: string;
  shippedSubject: string;
  cancelledSubject: string;
  greeting: string;
  confirmationIntro: string;
  confirmedIntro: string;
  shippedIntro: string;
  cancelledIntro: string;
  /** What happens to money already paid for a cancelled order, and whom to ask. */
  cancelledPaymentNote: string;
  sellerNoticeIntro: string;
  orderNumber: string;
  orderDate: string;
  linesHeading: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  subtotal: string;
  surcharge: string;
  shipping: string;
  net: string;
  vat: string;
  gross: string;
  deliveryHeading: string;
  pickup: string;
  shippingTo: string;
  billingAddress: string;
  paymentHeading: string;
  prepayment: string;
  invoice: string;
  prepaymentIntro: string;
  accountHolder: string;
  bank: string;
  iban: string;
  bic: string;
  reference: string;
  amount: string;
  dueWithin: string;
  invoiceIntro: string;
  customerHeading: string;
  note: string;
  phone: string;
  company: string;
  vatId: string;
  closing: string;
  sellerHeading: string;
  registeredAs: string;
  managingDirector: string;
  designPart: string;
  laserPart: string;
  /** A line priced with a quantity discount: its tier and what it saved. */
  quantityTier: string;
  thickness: string;
}

const de: MailTexts = {
  locale: 'de-DE',
  confirmationSubject: 'Ihre Bestellung {number} bei Bleche',
  sellerNoticeSubject: 'Neue Bestellung {number}',
  confirmedSubject: 'Ihre Bestellung {number} ist bestätigt',
  shippedSubject: 'Ihre Bestellung {number} ist versandt',
  cancelledSubject: 'Ihre Bestellung {number} ist storniert',
  greeting: 'Guten Tag {name},',
  confirmationIntro: 'vielen Dank für Ihre Bestellung. Wir haben sie erhalten und prüfen sie.',
  confirmedIntro: 'wir haben Ihre Bestellung geprüft und bestätigt. Sie geht nun in die Fertigung.',
  shippedIntro: 'Ihre Bestellung hat unser Werk verlassen und ist auf dem Weg zu Ihnen.',
  cancelledIntro:
    'Ihre Bestellung ist storniert. Wir fertigen und liefern sie nicht; Ihnen entstehen keine Kosten.',
  cancelledPaymentNote:
    'Haben Sie schon bezahlt, überweisen wir den Betrag auf das Konto zurück, von dem er kam. Fragen beantworten wir gern: antworten Sie einfach auf diese E-Mail.',
  sellerNoticeIntro: 'Eine neue Bestellung ist eingegangen.',
  orderNumber: 'Bestellnummer',
  orderDate: 'Bestelldatum',
  linesHeading: 'Positionen',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  lineTotal: 'Summe',
  subtotal: 'Zwischensumme',
  surcharge: 'Aufschlag Mindestbestellung',
  shipping: 'Versand',
  net: 'Nettobetrag',
  vat: 'MwSt. {rate}',
  gross: 'Gesamtbetrag',
  deliveryHeading: 'Lieferung',
  pickup: 'Abholung im Werk: {address}',
  shippingTo: 'Versand an:',
  billingAddress: 'Rechnungsadresse',
  paymentHeading: 'Zahlung',
  prepayment: 'Vorkasse per Überweisung',
  invoice: 'Kauf auf Rechnung',
  prepaymentIntro: 'Bitte überweisen Sie den Gesamtbetrag auf unser Konto:',
  accountHolder: 'Kontoinhaber',
  bank: 'Bank',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Verwendungszweck',
  amount: 'Betrag',
  dueWithin: 'Zahlbar innerhalb von {days} Tagen.',
  invoiceIntro: 'Sie erhalten die Rechnung mit der Lieferung.',
  customerHeading: 'Kunde',
  note: 'Anmerkung',
  phone: 'Telefon',
  company: 'Firma',
  vatId: 'USt-IdNr.',
  closing: 'Mit freundlichen Grüßen\nIhr Team von Bleche',
  sellerHeading: 'Anbieter',
  registeredAs: 'Registergericht',
  managingDirector: 'Geschäftsführer',
  designPart: 'Konstruiertes Teil',
  laserPart: 'Laserteil',
  quantityTier: 'Mengenrabatt ab {minQuantity} Stück −{percent}, Sie sparen {saving}',
  thickness: 'Dicke',
};

const en: MailTexts = {
  locale: 'en-GB',
  confirmationSubject: 'Your order {number} at Bleche',
  sellerNoticeSubject: 'New order {number}',
  confirmedSubject: 'Your order {number} is confirmed',
  shippedSubject: 'Your order {number} has been shipped',
  cancelledSubject: 'Your order {number} has been cancelled',
  greeting: 'Hello {name},',
  confirmationIntro: 'thank you for your order. We have received it and are checking it.',
  confirmedIntro: 'we have checked and confirmed your order. It now goes into production.',
  shippedIntro: 'your order has left our works and is on its way to you.',
  cancelledIntro:
    'your order has been cancelled. We will not make or deliver it, and it costs you nothing.',
  cancelledPaymentNote:
    'If you have paid already, we will transfer the amount back to the account it came from. Any questions? Just reply to this e-mail.',
  sellerNoticeIntro: 'A new order has come in.',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  linesHeading: 'Items',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  lineTotal: 'Total',
  subtotal: 'Subtotal',
  surcharge: 'Minimum order surcharge',
  shipping: 'Shipping',
  net: 'Net amount',
  vat: 'VAT {rate}',
  gross: 'Total amount',
  deliveryHeading: 'Delivery',
  pickup: 'Pickup at our works: {address}',
  shippingTo: 'Shipping to:',
  billingAddress: 'Billing address',
  paymentHeading: 'Payment',
  prepayment: 'Prepayment by bank transfer',
  invoice: 'Payment on invoice',
  prepaymentIntro: 'Please transfer the total amount to our account:',
  accountHolder: 'Account holder',
  bank: 'Bank',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Reference',
  amount: 'Amount',
  dueWithin: 'Payable within {days} days.',
  invoiceIntro: 'You will receive the invoice with the delivery.',
  customerHeading: 'Customer',
  note: 'Note',
  phone: 'Phone',
  company: 'Company',
  vatId: 'VAT ID',
  closing: 'Kind regards\nYour Bleche team',
  sellerHeading: 'Seller',
  registeredAs: 'Commercial register',
  managingDirector: 'Managing director',
  designPart: 'Designed part',
  laserPart: 'Laser part',
  quantityTier: 'quantity discount from {minQuantity} pieces −{percent}, you save {saving}',
  thickness: 'Thickness',
};

const pl: MailTexts = {
  locale: 'pl-PL',
  confirmationSubject: 'Twoje zamówienie {number} w Bleche',
  sellerNoticeSubject: 'Nowe zamówienie {number}',
  confirmedSubject: 'Twoje zamówienie {number} zostało potwierdzone',
  shippedSubject: 'Twoje zamówienie {number} zostało wysłane',
  cancelledSubject: 'Twoje zamówienie {number} zostało anulowane',
  greeting: 'Dzień dobry {name},',
  confirmationIntro: 'dziękujemy za zamówienie. Otrzymaliśmy je i właśnie je sprawdzamy.',
  confirmedIntro: 'sprawdziliśmy i potwierdziliśmy Twoje zamówienie. Trafia teraz do produkcji.',
  shippedIntro: 'Twoje zamówienie opuściło nasz zakład i jest w drodze do Ciebie.',
  cancelledIntro:
    'Twoje zamówienie zostało anulowane. Nie wyprodukujemy go ani nie dostarczymy i nie poniesiesz żadnych kosztów.',
  cancelledPaymentNote:
    'Jeśli już zapłaciłeś, zwrócimy kwotę na konto, z którego przyszła. Masz pytania? Po prostu odpowiedz na tę wiadomość.',
  sellerNoticeIntro: 'Wpłynęło nowe zamówienie.',
  orderNumber: 'Numer zamówienia',
  orderDate: 'Data zamówienia',
  linesHeading: 'Pozycje',
  quantity: 'Ilość',
  unitPrice: 'Cena jednostkowa',
  lineTotal: 'Suma',
  subtotal: 'Suma częściowa',
  surcharge: 'Dopłata do minimalnego zamówienia',
  shipping: 'Wysyłka',
  net: 'Kwota netto',
  vat: 'VAT {rate}',
  gross: 'Kwota brutto',
  deliveryHeading: 'Dostawa',
  pickup: 'Odbiór w zakładzie: {address}',
  shippingTo: 'Wysyłka na adres:',
  billingAddress: 'Adres do faktury',
  paymentHeading: 'Płatność',
  prepayment: 'Przedpłata przelewem',
  invoice: 'Płatność na fakturę',
  prepaymentIntro: 'Prosimy o przelew kwoty brutto na nasze konto:',
  accountHolder: 'Właściciel konta',
  bank: 'Bank',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Tytuł przelewu',
  amount: 'Kwota',
  dueWithin: 'Płatne w ciągu {days} dni.',
  invoiceIntro: 'Fakturę otrzymasz wraz z dostawą.',
  customerHeading: 'Klient',
  note: 'Uwagi',
  phone: 'Telefon',
  company: 'Firma',
  vatId: 'NIP UE',
  closing: 'Z poważaniem\nZespół Bleche',
  sellerHeading: 'Sprzedawca',
  registeredAs: 'Rejestr handlowy',
  managingDirector: 'Prezes zarządu',
  designPart: 'Zaprojektowana część',
  laserPart: 'Część laserowa',
  quantityTier: 'rabat ilościowy od {minQuantity} szt. −{percent}, oszczędzasz {saving}',
  thickness: 'Grubość',
};

/** The order e-mails' texts in each of the shop's languages. */
export const mailTexts: Readonly<Record<ContentLanguage, MailTexts>> = { de, en, pl };

/** A text with `{name}` placeholders filled in. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
