import {
  PREPAYMENT_DUE_DAYS,
  seller,
  type BankTransfer,
  type OrderAddress,
  type OrderDetail,
  type OrderLine,
} from '@shop/contracts';
import { shopDocumentFormats, type LocaleFormats } from '@shop/locale-formats';
import { fill, mailTexts, type MailTexts } from './mail-texts.js';
import { renderHtml, renderText, type MailDocument, type MailSection } from './mail-document.js';

/** A rendered e-mail: subject, plain text and HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The statuses an admin moves an order to that the customer is told of by e-mail. */
export type NotifiedStatus = 'confirmed' | 'shipped' | 'cancelled';

const statusMailTexts = {
  confirmed: { subject: 'confirmedSubject', intro: 'confirmedIntro' },
  shipped: { subject: 'shippedSubject', intro: 'shippedIntro' },
  cancelled: { subject: 'cancelledSubject', intro: 'cancelledIntro' },
} as const satisfies Record<NotifiedStatus, { subject: keyof MailTexts; intro: keyof MailTexts }>;

/**
 * The customer's confirmation of a placed order, in the order's language: its number, lines,
 * totals, delivery, payment (the bank details for a prepayment) and the seller's details.
 */
export function orderConfirmationMail(
  order: OrderDetail,
  bankTransfer?: BankTransfer,
): RenderedMail {
  const t = mailTexts[order.language];
  return rendered(fill(t.confirmationSubject, { number: order.orderNumber }), {
    paragraphs: [
      fill(t.greeting, { name: order.customer.name }),
      t.confirmationIntro,
      orderHeader(t, order),
    ],
    table: linesTable(t, order),
    sections: [deliverySection(t, order), paymentSection(t, order, bankTransfer), sellerSection(t)],
    closing: t.closing,
  });
}

/** The shop's notice of a new order, in German (the works' language), with the customer's details. */
export function sellerNoticeMail(order: OrderDetail): RenderedMail {
  const t = mailTexts.de;
  const { customer } = order;
  const customerLines = [
    customer.name,
    ...(customer.company ? [`${t.company}: ${customer.company}`] : []),
    customer.email,
    ...(customer.phone ? [`${t.phone}: ${customer.phone}`] : []),
    ...(customer.vatId ? [`${t.vatId}: ${customer.vatId}`] : []),
  ];
  return rendered(fill(t.sellerNoticeSubject, { number: order.orderNumber }), {
    paragraphs: [t.sellerNoticeIntro, orderHeader(t, order)],
    table: linesTable(t, order, 'german'),
    sections: [
      { heading: t.customerHeading, lines: customerLines },
      { heading: t.billingAddress, lines: addressLines(order.billingAddress) },
      deliverySection(t, order),
      { heading: t.paymentHeading, lines: [paymentName(t, order)] },
      ...(order.note ? [{ heading: t.note, lines: order.note.split(/\r?\n/) }] : []),
    ],
    closing: t.closing,
  });
}

/** The customer's e-mail when an admin moved the order to `status`. */
export function statusChangeMail(order: OrderDetail, status: NotifiedStatus): RenderedMail {
  const t = mailTexts[order.language];
  const texts = statusMailTexts[status];
  return rendered(fill(t[texts.subject], { number: order.orderNumber }), {
    paragraphs: [
      fill(t.greeting, { name: order.customer.name }),
      t[texts.intro],
      ...(status === 'cancelled' ? [t.cancelledPaymentNote] : []),
      orderHeader(t, order),
    ],
    table: linesTable(t, order),
    sections: [deliverySection(t, order), sellerSection(t)],
    closing: t.closing,
  });
}

function rendered(subject: string, document: MailDocument): RenderedMail {
  return { subject, text: renderText(document), html: renderHtml(document) };
}

/**
 * Money, measures and dates in the mail's language, an order dated by the day in the shop's time
 * zone: the formats of the pages and the offer PDF.
 */
function formatsOf(t: MailTexts): LocaleFormats {
  return shopDocumentFormats(t.locale);
}

function orderHeader(t: MailTexts, order: OrderDetail): string {
  const date = formatsOf(t).date(order.createdAt);
  return `${t.orderNumber}: ${order.orderNumber}\n${t.orderDate}: ${date}`;
}

/** Whose names a mail gives the lines: the customer's language's, or the German ones. */
type LineNames = 'customer' | 'german';

/** What a line is, in words: material, thickness and size, the product, or the file. */
export function lineDescription(
  t: MailTexts,
  line: OrderLine,
  names: LineNames = 'customer',
): string {
  // the customer's mails name a line as the customer read it (an order placed in English or
  // Polish); the works' notice keeps the German names its own views show
  const named = names === 'customer' ? line.inOrderLanguage : undefined;
  if (line.kind === 'product') return named?.productName ?? line.productName;
  const material = named?.materialName ?? line.materialName;
  const { millimetres } = formatsOf(t);
  const size = `${t.thickness} ${millimetres(line.thickness)} mm, ${millimetres(line.width)} × ${millimetres(line.height)} mm`;
  switch (line.kind) {
    case 'sheet':
      return `${material}, ${size}`;
    case 'design':
      return `${t.designPart}: ${material}, ${size}`;
    case 'laser':
      return `${t.laserPart} ${line.fileName}: ${material}, ${size}`;
  }
}

/** ' (Mengenrabatt ab 10 Stück −5 %, Sie sparen 1,20 €)' for a discounted line, else nothing. */
function tierNote(t: MailTexts, line: OrderLine): string {
  if (!line.tier) return '';
  const formats = formatsOf(t);
  const text = fill(t.quantityTier, {
    minQuantity: formats.count(line.tier.minQuantity),
    percent: formats.percent(line.tier.discountPercent),
    saving: formats.money(line.saving ?? '0.00'),
  });
  return ` (${text})`;
}

function linesTable(
  t: MailTexts,
  order: OrderDetail,
  names: LineNames = 'customer',
): NonNullable<MailDocument['table']> {
  const { totals } = order;
  const { money, percent } = formatsOf(t);
  return {
    header: [t.linesHeading, t.quantity, t.unitPrice, t.lineTotal],
    rows: order.lines.map((line) => [
      `${line.position}. ${lineDescription(t, line, names)}${tierNote(t, line)}`,
      String(line.quantity),
      money(line.unitPrice),
      money(line.lineTotal),
    ]),
    totals: [
      [t.subtotal, money(totals.subtotal)],
      ...(Number(totals.surcharge) > 0
        ? [[t.surcharge, money(totals.surcharge)] as [string, string]]
        : []),
      [t.shipping, money(totals.shipping)],
      [t.net, money(totals.net)],
      [fill(t.vat, { rate: percent(totals.vatRate) }), money(totals.vat)],
      [t.gross, money(totals.gross)],
    ],
  };
}

function addressLines(address: OrderAddress): string[] {
  return [address.street, `${address.postalCode} ${address.city}`, address.country];
}

function deliverySection(t: MailTexts, order: OrderDetail): MailSection {
  if (order.delivery === 'pickup') {
    return {
      heading: t.deliveryHeading,
      lines: [fill(t.pickup, { address: seller.pickupAddress })],
    };
  }
  const to = order.deliveryAddress ?? order.billingAddress;
  const recipient = order.customer.company
    ? [order.customer.company, order.customer.name]
    : [order.customer.name];
  return { heading: t.deliveryHeading, lines: [t.shippingTo, ...recipient, ...addressLines(to)] };
}

function paymentName(t: MailTexts, order: OrderDetail): string {
  return order.paymentMethod === 'prepayment' ? t.prepayment : t.invoice;
}

function paymentSection(
  t: MailTexts,
  order: OrderDetail,
  bankTransfer?: BankTransfer,
): MailSection {
  if (order.paymentMethod === 'invoice' || !bankTransfer) {
    return { heading: t.paymentHeading, lines: [paymentName(t, order), t.invoiceIntro] };
  }
  return {
    heading: t.paymentHeading,
    lines: [
      paymentName(t, order),
      t.prepaymentIntro,
      `${t.accountHolder}: ${bankTransfer.accountHolder}`,
      `${t.bank}: ${bankTransfer.bankName}`,
      `${t.iban}: ${bankTransfer.iban}`,
      `${t.bic}: ${bankTransfer.bic}`,
      `${t.reference}: ${bankTransfer.reference}`,
      `${t.amount}: ${formatsOf(t).money(bankTransfer.amount)}`,
      fill(t.dueWithin, { days: bankTransfer.dueDays || PREPAYMENT_DUE_DAYS }),
    ],
  };
}

function sellerSection(t: MailTexts): MailSection {
  return {
    heading: t.sellerHeading,
    lines: [
      seller.name,
      seller.street,
      `${seller.postalCode} ${seller.city}`,
      `${t.phone}: ${seller.phone}`,
      seller.email,
      seller.website,
      `${t.vatId}: ${seller.vatId}`,
      `${t.registeredAs}: ${seller.commercialRegister}`,
      `${t.managingDirector}: ${seller.managingDirector}`,
    ],
  };
}
