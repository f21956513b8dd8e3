// Documents the shop writes for its customers (the written offer), as PDF.
export { offerPdfFileName, renderOfferPdf } from './offer/render-offer-pdf.js';
