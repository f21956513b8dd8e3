import { lazily, lazyNumberFormat, perLanguage } from './lazy-formats.js';

/**
 * Numbers as a reader of one language writes them. Amounts and sizes may come as the contracts'
 * decimal strings ('18.05'); `Number()` reads them exactly enough to print them.
 */
export interface NumberFormats {
  /** EUR with two decimals: '1.234,50 €' in German, '€1,234.50' in English. */
  money(euros: string | number): string;
  /** EUR without cents, for prices per tonne: '1.250 €'. */
  moneyPerTonne(euros: string | number): string;
  /** A rate given in percent ('19', 7.5): '19 %' in German, '7.5%' in English. */
  percent(percent: string | number): string;
  /** A weight in kg with two decimals, without the unit: '49,28'. */
  kilograms(kilograms: string | number): string;
  /**
   * A length, thickness or size in mm without the unit: at most two decimals and never digit
   * grouping in any language ('6000', '2,5'), as drawings and number fields write a measure.
   * With `decimals`, exactly that many (a live readout that should not change its width).
   */
  millimetres(millimetres: string | number, decimals?: number): string;
  /** A whole count in the reader's digit grouping: '1.200'. */
  count(count: number): string;
  /** An area in m², two to four decimals so small parts do not read as 0,00. */
  area(squareMetres: number): string;
  /** A cutting length in metres, two to three decimals. */
  length(metres: number): string;
  /** A wait in whole minutes, with the language's plural: '15 Minuten', '1 minute'. */
  minutes(minutes: number): string;
  /** A number with exactly this many decimals, e.g. pieces per tonne with 4. */
  fixed(value: number, decimals: number): string;
  /** A file's size: '830 Byte' under a kilobyte, else '12,4 kB'. */
  fileSize(bytes: number): string;
  /**
   * A number as a number field shows it and reads it back: the language's decimal separator, no
   * digit grouping (a field refuses '1.000,5'): '12,5' in German, '6000' in English.
   */
  numberInput(value: number): string;
  /** An amount as a money field shows it: two decimals, no digit grouping ('28,90'). */
  amountInput(euros: number): string;
  /**
   * A decimal string as the services send it ('18.50') as a number field shows it, its decimals
   * kept: '18,50' in German and Polish, '18.50' in English.
   */
  decimalInput(decimal: string): string;
}

/** The number formats of one language; each `Intl` format is built when it is first used. */
export function createNumberFormats(language: string): NumberFormats {
  const money = lazyNumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const moneyPerTonne = lazyNumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const percent = lazyNumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const kilograms = lazyNumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // One rule in every language: Intl would group '6.000' in German but leave Polish '6000'.
  const millimetres = lazyNumberFormat(language, {
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  const exactMillimetres = perLanguage((decimals: string) =>
    lazyNumberFormat(language, {
      minimumFractionDigits: Number(decimals),
      maximumFractionDigits: Number(decimals),
      useGrouping: false,
    }),
  );
  const fixed = perLanguage((decimals: string) =>
    lazyNumberFormat(language, {
      minimumFractionDigits: Number(decimals),
      maximumFractionDigits: Number(decimals),
    }),
  );
  const bytes = lazyNumberFormat(language, { style: 'unit', unit: 'byte' });
  const kilobytes = lazyNumberFormat(language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  });
  const decimalSeparator = lazily(() => decimalSeparatorOf(language));
  return {
    money: (euros) => money(Number(euros)),
    moneyPerTonne: (euros) => moneyPerTonne(Number(euros)),
    percent: (rate) => percent(Number(rate) / 100),
    kilograms: (weight) => kilograms(Number(weight)),
    millimetres: (length, decimals) =>
      decimals === undefined
        ? millimetres(Number(length))
        : exactMillimetres(String(decimals))(Number(length)),
    count: lazyNumberFormat(language, { maximumFractionDigits: 0 }),
    area: lazyNumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
    length: lazyNumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 3 }),
    minutes: lazyNumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }),
    fixed: (value, decimals) => fixed(String(decimals))(value),
    fileSize: (size) => (size < 1000 ? bytes(size) : kilobytes(size / 1000)),
    numberInput: lazyNumberFormat(language, { maximumFractionDigits: 6, useGrouping: false }),
    amountInput: lazyNumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }),
    decimalInput: (decimal) => decimal.replace('.', decimalSeparator()),
  };
}

/** The language's decimal separator: ',' in German and Polish, '.' in English. */
function decimalSeparatorOf(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.'
  );
}
