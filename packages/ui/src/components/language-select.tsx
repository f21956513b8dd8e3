import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n.js';
import { isLanguage, languageNames, languages } from '../i18n/languages.js';

/**
 * The language dropdown of the public header and of the admin header: every language the shop
 * speaks, switching at once. `label` is the caller's translated, visually hidden label.
 */
export function LanguageSelect({ id, label }: { id: string; label: string }) {
  const { i18n } = useTranslation();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
