// Numbers, money, measures, dates and names in the reader's language, with Intl only: one code
// for the browser and the server, so a page, the offer PDF and the order mails agree.
export * from './locale-formats.js';
export * from './number-formats.js';
export * from './date-formats.js';
export * from './name-formats.js';
