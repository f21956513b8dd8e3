import { usePageMeta } from '@shop/ui';
import { AdminHeader } from '../features/admin-shell/components/admin-header';
import { AdminWorkspace } from '../features/admin-shell/components/admin-workspace';
import { LogoutButton } from '../features/admin-shell/components/logout-button';
import { SessionGate } from '../features/admin-shell/components/session-gate';
import { useAdminTranslation } from '../features/i18n/admin-translations';

/** Routes /admin and /admin/*: materials and prices, products; only with an admin session. */
export default function AdminPage() {
  const { t } = useAdminTranslation();
  usePageMeta({ title: t('meta.adminTitle'), description: t('meta.description') });

  return (
    <div className="admin:min-h-screen admin:bg-background admin:text-foreground">
      <SessionGate>
        <AdminHeader>
          <LogoutButton />
        </AdminHeader>
        <div>
          <AdminWorkspace />
        </div>
      </SessionGate>
    </div>
  );
}
