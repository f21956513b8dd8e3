import { useMemo } from 'react';
import { orderCountries, type OrderCountry } from '@shop/contracts';
import { localeFormats, SelectField } from '@shop/ui';
import { usePageLanguage } from '../../../i18n/page-language';
import type { CheckoutFieldProps } from '../hooks/use-checkout-form';

/** Where most customers are: first in the list, the rest by name. */
const firstCountries: readonly OrderCountry[] = ['DE', 'PL', 'AT'];

/** The countries the shop delivers to, named in the page's language, Germany first. */
function useCountryOptions() {
  const language = usePageLanguage();
  return useMemo(() => {
    const formats = localeFormats(language);
    const collator = new Intl.Collator(language);
    const named = orderCountries.map((code) => ({ code, name: formats.country(code) }));
    const rest = named
      .filter((country) => !firstCountries.includes(country.code))
      .sort((a, b) => collator.compare(a.name, b.name));
    const first = firstCountries.map((code) => named.find((country) => country.code === code)!);
    return [...first, ...rest];
  }, [language]);
}

/** The country of an address, as a native select (easy on a phone). */
interface CountrySelectProps extends CheckoutFieldProps {
  label: string;
  autoComplete: 'billing country' | 'shipping country';
}

export function CountrySelect({ label, ...field }: CountrySelectProps) {
  const options = useCountryOptions();
  return (
    <SelectField
      {...field}
      label={label}
      size="touch"
      options={options.map((country) => ({ value: country.code, label: country.name }))}
    />
  );
}
