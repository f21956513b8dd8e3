import { type ContentLanguage } from '@shop/contracts';

/**
 * Every text of the written offer. `{name}` marks a value filled in when the offer is rendered.
 * The cart's words (line titles, shapes, the minimum-order surcharge) are the cart page's own, so
 * the customer finds the same names on paper as on screen.
 */
export interface OfferTexts {
  title: string;
  offerNumber: string;
  issueDate: string;
  validUntil: string;
  phone: string;
  email: string;
  vatId: string;
  position: string;
  description: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  sheetTitle: string;
  designTitle: string;
  laserTitle: string;
  size: string;
  thickness: string;
  partFile: string;
  /** A line priced with a quantity discount: its tier and what it saves. */
  quantityTier: string;
  shapeRectangle: string;
  shapeCircle: string;
  shapeWasher: string;
  shapeFlatConnector: string;
  shapeCustomGeometry: string;
  subtotal: string;
  surcharge: string;
  shipping: string;
  net: string;
  vat: string;
  gross: string;
  pricesNote: string;
  validityNote: string;
  shippingNote: string;
  freeShippingNote: string;
  page: string;
}

const de: OfferTexts = {
  title: 'Angebot',
  offerNumber: 'Angebotsnummer',
  issueDate: 'Datum',
  validUntil: 'Gültig bis',
  phone: 'Telefon',
  email: 'E-Mail',
  vatId: 'USt-IdNr.',
  position: 'Pos.',
  description: 'Beschreibung',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  lineTotal: 'Gesamt',
  sheetTitle: 'Blechzuschnitt {material}',
  designTitle: 'Eigenes Blechelement, {material}',
  laserTitle: 'Laserteil {fileName}, {material}',
  size: '{width} × {height} mm',
  thickness: '{thickness} mm dick',
  partFile: 'DXF-Datei {fileName}',
  quantityTier: 'Mengenrabatt ab {minQuantity} Stück −{percent}, Sie sparen {saving}',
  shapeRectangle: 'Rechteck',
  shapeCircle: 'Kreis',
  shapeWasher: 'Ring',
  shapeFlatConnector: 'Flachverbinder',
  shapeCustomGeometry: 'Eigene Geometrie',
  subtotal: 'Zwischensumme',
  surcharge: 'Aufschlag Mindestbestellung',
  shipping: 'Versand',
  net: 'Summe netto',
  vat: 'zzgl. MwSt. {rate}',
  gross: 'Gesamtbetrag brutto',
  pricesNote: 'Alle Preise in Euro netto zzgl. der gesetzlichen Mehrwertsteuer.',
  validityNote: 'Dieses Angebot ist gültig bis {date}.',
  shippingNote:
    'zzgl. Versand: Pauschale {amount} netto je Bestellung; Abholung in {address} kostenlos.',
  freeShippingNote: 'Versand und Abholung in {address} kostenlos.',
  page: 'Seite {page} von {pages}',
};

const en: OfferTexts = {
  title: 'Quote',
  offerNumber: 'Quote number',
  issueDate: 'Date',
  validUntil: 'Valid until',
  phone: 'Phone',
  email: 'Email',
  vatId: 'VAT ID',
  position: 'Item',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  lineTotal: 'Total',
  sheetTitle: 'Sheet blank {material}',
  designTitle: 'Custom sheet part, {material}',
  laserTitle: 'Laser-cut part {fileName}, {material}',
  size: '{width} × {height} mm',
  thickness: '{thickness} mm thick',
  partFile: 'DXF file {fileName}',
  quantityTier: 'Quantity discount from {minQuantity} pieces −{percent}, you save {saving}',
  shapeRectangle: 'Rectangle',
  shapeCircle: 'Circle',
  shapeWasher: 'Washer',
  shapeFlatConnector: 'Flat connector',
  shapeCustomGeometry: 'Custom geometry',
  subtotal: 'Subtotal',
  surcharge: 'Minimum order surcharge',
  shipping: 'Shipping',
  net: 'Total net',
  vat: 'plus VAT {rate}',
  gross: 'Total gross',
  pricesNote: 'All prices in euros, net, plus VAT at the statutory rate.',
  validityNote: 'This quote is valid until {date}.',
  shippingNote:
    'Plus shipping: a flat rate of {amount} net per order; collection from {address} is free.',
  freeShippingNote: 'Shipping and collection from {address} are free.',
  page: 'Page {page} of {pages}',
};

const pl: OfferTexts = {
  title: 'Oferta',
  offerNumber: 'Numer oferty',
  issueDate: 'Data',
  validUntil: 'Ważna do',
  phone: 'Telefon',
  email: 'E-mail',
  vatId: 'Nr VAT UE',
  position: 'Poz.',
  description: 'Opis',
  quantity: 'Ilość',
  unitPrice: 'Cena jedn.',
  lineTotal: 'Wartość',
  sheetTitle: 'Formatka z blachy {material}',
  designTitle: 'Własny element z blachy, {material}',
  laserTitle: 'Część cięta laserem {fileName}, {material}',
  size: '{width} × {height} mm',
  thickness: 'grubość {thickness} mm',
  partFile: 'Plik DXF {fileName}',
  quantityTier: 'Rabat ilościowy od {minQuantity} szt. −{percent}, oszczędzasz {saving}',
  shapeRectangle: 'Prostokąt',
  shapeCircle: 'Koło',
  shapeWasher: 'Podkładka',
  shapeFlatConnector: 'Łącznik płaski',
  shapeCustomGeometry: 'Własna geometria',
  subtotal: 'Suma częściowa',
  surcharge: 'Dopłata do minimalnego zamówienia',
  shipping: 'Wysyłka',
  net: 'Razem netto',
  vat: 'plus VAT {rate}',
  gross: 'Razem brutto',
  pricesNote: 'Wszystkie ceny w euro netto, plus VAT według obowiązującej stawki.',
  validityNote: 'Oferta jest ważna do {date}.',
  shippingNote:
    'Plus koszt wysyłki: ryczałt {amount} netto za zamówienie; odbiór osobisty w {address} bezpłatny.',
  freeShippingNote: 'Wysyłka i odbiór osobisty w {address} bezpłatne.',
  page: 'Strona {page} z {pages}',
};

/** The offer's texts in each language the shop speaks. */
export const offerTexts: Readonly<Record<ContentLanguage, OfferTexts>> = { de, en, pl };

/** A text with its `{name}` marks replaced by the values given. */
export function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);
}
