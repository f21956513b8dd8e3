import type { Resource } from 'i18next';
import de from './de/common.json';
import en from './en/common.json';
import pl from './pl/common.json';

/** The shell's own texts; remotes add their namespaces when they load. */
export const commonResources: Resource = {
  de: { common: de },
  en: { common: en },
  pl: { common: pl },
};
