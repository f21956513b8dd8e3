/**
 * Makes something once per language and keeps it: formatters are costly to build, and a server
 * renders often, so `useMemo` (which lives only as long as one mounted component) is not enough.
 */
export function perLanguage<T>(create: (language: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) {
      value = create(language);
      made.set(language, value);
    }
    return value;
  };
}

/**
 * A number format built on its first use: building an `Intl.NumberFormat` costs milliseconds on a
 * phone, and a page's first render should pay only for the formats it shows.
 */
export function lazyNumberFormat(
  language: string,
  options: Intl.NumberFormatOptions,
): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => {
    format ??= new Intl.NumberFormat(language, options);
    return format.format(value);
  };
}
