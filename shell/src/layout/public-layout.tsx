import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { organizationData, Toaster, useStructuredData } from '@shop/ui';
import { Header } from './header';
import { Footer } from './footer';
import { CookieBanner } from './cookie-banner';

/**
 * A part of the server-rendered page that the browser hydrates in its own small steps: React
 * hydrates what sits outside every Suspense boundary in one uninterrupted task, and the content of
 * a boundary later, yielding to the visitor's input between components. Nothing here suspends, so
 * there is no fallback.
 */
function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Header, page, footer: the frame of every public page. */
export function PublicLayout() {
  const { t } = useTranslation();
  useStructuredData(organizationData);
  return (
    <div className="flex min-h-screen flex-col">
      <HydratedApart>
        <Header />
      </HydratedApart>
      <main className="flex-1">
        <Outlet />
      </main>
      <HydratedApart>
        <Footer />
        <CookieBanner />
        <Toaster closeLabel={t('toast.close')} />
      </HydratedApart>
    </div>
  );
}
