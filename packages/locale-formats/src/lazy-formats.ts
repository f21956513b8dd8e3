/**
 * Makes something once per key (a language) and keeps it: formats are costly to build, and a
 * server renders often, so a component's `useMemo` (which lives as long as one mounted component)
 * is not enough.
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
 * A format built on its first use: building an `Intl` format costs milliseconds on a phone, and a
 * page's first render should pay only for the formats it shows.
 */
export function lazily<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

/** An `Intl.NumberFormat`'s `format`, built on its first use. */
export function lazyNumberFormat(
  language: string,
  options: Intl.NumberFormatOptions,
): (value: number) => string {
  const format = lazily(() => new Intl.NumberFormat(language, options));
  return (value) => format().format(value);
}
