import { AdminSetupNotice } from './admin-setup-notice';

/** Routes /admin and /admin/*. Management comes with the admin issue. */
export default function AdminPage() {
  return <AdminSetupNotice titleKey="title" />;
}
