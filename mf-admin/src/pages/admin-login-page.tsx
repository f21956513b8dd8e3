import { AdminSetupNotice } from './admin-setup-notice';

/** Route /admin-login. Login comes with the admin issue. */
export default function AdminLoginPage() {
  return <AdminSetupNotice titleKey="loginTitle" />;
}
