import { useAdminTranslation } from '../../../i18n/admin-translations';

/** 'Auf Lager' or 'Nicht verfügbar', the shop's words for a product's stock. */
export function StockBadge({ inStock }: { inStock: boolean }) {
  const { t } = useAdminTranslation();
  return (
    <span
      className={`admin:inline-flex admin:items-center admin:gap-1.5 admin:rounded-full admin:px-2.5 admin:py-0.5 admin:text-xs admin:font-medium admin:whitespace-nowrap ${
        inStock
          ? 'admin:bg-success/15 admin:text-success'
          : 'admin:bg-muted admin:text-muted-foreground'
      }`}
    >
      <span
        aria-hidden="true"
        className={`admin:size-1.5 admin:rounded-full ${inStock ? 'admin:bg-success' : 'admin:bg-muted-foreground'}`}
      />
      {inStock ? t('products.inStock') : t('products.outOfStock')}
    </span>
  );
}
