import type { ReactNode } from 'react';
import { LanguageSelect } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { Brand } from './brand';
import { ThemeButton } from './theme-button';

/** The admin pages' own header (admin pages get no public header or footer). */
export function AdminHeader({ children }: { children?: ReactNode }) {
  const { t } = useAdminTranslation();
  return (
    <header className="admin:border-b admin:border-border admin:bg-card">
      <div className="admin:mx-auto admin:flex admin:max-w-6xl admin:flex-wrap admin:items-center admin:justify-between admin:gap-3 admin:px-4 admin:py-3 admin:sm:px-6 admin:lg:px-8">
        <Brand />
        <div className="admin:flex admin:flex-wrap admin:items-center admin:gap-2">
          <LanguageSelect id="admin-language" label={t('chrome.language')} />
          <ThemeButton />
          {children}
        </div>
      </div>
    </header>
  );
}
