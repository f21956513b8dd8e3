// The forms being rebuilt import this module from here; it moved to src/i18n.
export * from '../../i18n/admin-translations';
