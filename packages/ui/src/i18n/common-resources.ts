import type { Resource } from 'i18next';
import de from './de/common.json' with { type: 'json' };
import en from './en/common.json' with { type: 'json' };
import pl from './pl/common.json' with { type: 'json' };

/** The shell's own texts; remotes add their namespaces when they load. */
export const commonResources: Resource = {
  de: { common: de },
  en: { common: en },
  pl: { common: pl },
};
