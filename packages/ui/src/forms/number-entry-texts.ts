import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import de from '../i18n/de/forms.json' with { type: 'json' };
import en from '../i18n/en/forms.json' with { type: 'json' };
import pl from '../i18n/pl/forms.json' with { type: 'json' };
import { useLocaleFormats } from '../i18n/locale-formats.js';
import { ensureNamespaceBundles } from '../i18n/namespace-bundles.js';
import type { NumberEntryMessage } from './number-entry.js';

/** The form fields' own texts; every remote bundles them with its copy of this package. */
export const FORMS_NAMESPACE = 'forms';

const bundles = { de, en, pl } as const;

/** `useTranslation('forms')` after putting the texts on the instance the page renders with. */
function useFormsTranslation() {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  ensureNamespaceBundles(i18n, FORMS_NAMESPACE, bundles);
  return useTranslation(FORMS_NAMESPACE);
}

/**
 * Says a number field's message in the page's language, with its limits written as the page
 * writes numbers: 'Zwischen 0,01 und 6000 mm', 'Between 0.01 and 6000 mm', 'Od 0,01 do 6000 mm'.
 */
export function useNumberEntryText(): {
  message: (message: NumberEntryMessage) => string;
  rangeHint: (min: number, max: number) => string;
} {
  const { t } = useFormsTranslation();
  const formats = useLocaleFormats();
  const number = formats.numberInput;
  return {
    message: (message) => {
      switch (message.key) {
        case 'between':
          return t(message.unit ? 'numberEntry.betweenUnit' : 'numberEntry.between', {
            min: number(message.min),
            max: number(message.max),
            unit: message.unit,
          });
        case 'atLeast':
          return t(message.unit ? 'numberEntry.atLeastUnit' : 'numberEntry.atLeast', {
            min: number(message.min),
            unit: message.unit,
          });
        case 'atMost':
          return t(message.unit ? 'numberEntry.atMostUnit' : 'numberEntry.atMost', {
            max: number(message.max),
            unit: message.unit,
          });
        case 'tooManyDecimals':
          return t('numberEntry.tooManyDecimals', { count: message.count });
        default:
          return t(`numberEntry.${message.key}`);
      }
    },
    rangeHint: (min, max) => t('numberEntry.rangeHint', { min: number(min), max: number(max) }),
  };
}
