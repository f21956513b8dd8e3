// Documents the shop writes for its customers (the written quote), as PDF.
export { quotePdfFileName, renderQuotePdf } from './quote/render-quote-pdf.js';
