import { changeLanguage, isLanguage, languageNames, languages } from '@shop/ui';
import { useAdminTranslation } from '../../i18n/admin-translations';

/** The admin area speaks German, English and Polish (PRODUCT.md, point 4). */
export function LanguageSelect({ id }: { id: string }) {
  const { t, i18n } = useAdminTranslation();
  return (
    <div className="admin:flex admin:items-center">
      <label htmlFor={id} className="admin:sr-only">
        {t('chrome.language')}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="admin:h-9 admin:rounded-md admin:border admin:border-input admin:bg-card admin:px-2 admin:text-sm admin:text-foreground admin:outline-none admin:focus-visible:ring-2 admin:focus-visible:ring-ring"
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
