import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { organizationData, Toaster, useStructuredData } from '@shop/ui';
import { Header } from './header';
import { Footer } from './footer';
import { CookieBanner } from './cookie-banner';

/** Header, page, footer: the frame of every public page. */
export function PublicLayout() {
  const { t } = useTranslation();
  useStructuredData(organizationData());
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <Toaster closeLabel={t('toast.close')} />
    </div>
  );
}
