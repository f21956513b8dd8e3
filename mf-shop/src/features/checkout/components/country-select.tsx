import { useMemo } from 'react';
import { orderCountries, type OrderCountry } from '@shop/contracts';
import { usePageLanguage } from '../../i18n/page-language';
import type { CheckoutFieldProps } from '../hooks/use-checkout-form';
import { describedBy, FieldMessage } from './field-message';
import { FieldLabel } from './field-label';
import { inputClass } from './field-styles';

/** Where most customers are: first in the list, the rest by name. */
const firstCountries: readonly OrderCountry[] = ['DE', 'PL', 'AT'];

/** The countries the shop delivers to, named in the page's language, Germany first. */
function useCountryOptions() {
  const language = usePageLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    const named = orderCountries.map((code) => ({ code, name: names.of(code) ?? code }));
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

export function CountrySelect(props: CountrySelectProps) {
  const { id, value, onChange, onBlur, error, label, autoComplete } = props;
  const options = useCountryOptions();
  return (
    <div>
      <FieldLabel htmlFor={id} text={label} />
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
        className={inputClass(error !== undefined, 'shop:pr-8')}
      >
        {options.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
    </div>
  );
}
