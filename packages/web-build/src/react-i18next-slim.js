// The part of react-i18next the shop uses, shared as the 'react-i18next' singleton (see
// react-router-slim.js for why shared modules are trimmed by hand). Add an export here when a
// page needs it, e.g. `Trans`.
export {
  I18nContext,
  I18nextProvider,
  getI18n,
  initReactI18next,
  useTranslation,
} from 'react-i18next-complete';
