import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, languageNames, languages } from '@shop/ui';

export function LanguageSwitcher({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
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
