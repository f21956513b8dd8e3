import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses, Card } from '@shop/ui';

/** What both admin pages show until the admin issue builds login and management. */
export function AdminSetupNotice({ titleKey }: { titleKey: 'title' | 'loginTitle' }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin:flex admin:min-h-screen admin:items-center admin:justify-center admin:bg-muted admin:px-4">
      <Card className="admin:w-full admin:max-w-md admin:p-8 admin:text-center">
        <p className="admin:text-sm admin:font-medium admin:text-muted-foreground">{t(titleKey)}</p>
        <h1 className="admin:mt-2 admin:text-2xl admin:font-bold">{t('settingUp')}</h1>
        <p className="admin:mt-3 admin:text-muted-foreground">{t('settingUpText')}</p>
        <Link to="/" className={buttonClasses('primary', 'admin:mt-6')}>
          {t('backHome')}
        </Link>
      </Card>
    </div>
  );
}
