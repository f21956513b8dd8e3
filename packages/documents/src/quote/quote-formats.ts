import { type ContentLanguage } from '@shop/contracts';

/** The shop's own time zone: a quote issued at 00:30 in Dortmund bears that day's date. */
const SHOP_TIME_ZONE = 'Europe/Berlin';

/** Numbers, money and dates as the quote's language writes them (Intl). */
export interface QuoteFormats {
  /** EUR from a decimal string with two places: '1.234,56 €', '€1,234.56', '1234,56 €'. */
  money(euros: string): string;
  /** An ISO date-time as the day it was in the shop's time zone: '25. November 2026'. */
  dateTime(isoDateTime: string): string;
  /** An ISO calendar date (yyyy-mm-dd) as that day: '9. Dezember 2026'. */
  day(isoDate: string): string;
  /**
   * A length in mm without digit grouping, as drawings write it ('1000', '2,5'): a
   * dimension is a measure on the part, not an amount.
   */
  millimetres(millimetres: number): string;
  /** A count of pieces: '1.200'. */
  count(count: number): string;
  /** A rate in percent from its decimal string: '19 %', '7,5 %', '19%'. */
  percent(rate: string): string;
  /** A country by its ISO code: 'Deutschland', 'Germany', 'Niemcy'. */
  country(code: string): string;
}

/** The formats of one language. */
export function quoteFormats(language: ContentLanguage): QuoteFormats {
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const dateTime = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  });
  // A calendar date is read as midnight UTC, so it is written in UTC to stay the same day.
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const millimetres = new Intl.NumberFormat(language, {
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const countries = new Intl.DisplayNames(language, { type: 'region' });
  return {
    // Amounts come with two decimals; Number() reads them exactly enough to print them.
    money: (euros) => money.format(Number(euros)),
    dateTime: (iso) => dateTime.format(new Date(iso)),
    day: (iso) => day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    millimetres: (value) => millimetres.format(value),
    count: (value) => count.format(value),
    percent: (rate) => percent.format(Number(rate) / 100),
    country: (code) => countries.of(code) ?? code,
  };
}
