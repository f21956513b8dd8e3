import { useEffect } from 'react';
import { showToast } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';

const storageKey = 'admin:welcome-pending';

/**
 * The login's success toast has to survive the full reload to /admin: shown only before
 * it, it would vanish after 200 ms. The login leaves a note in sessionStorage; /admin shows it.
 */
export function rememberWelcomeToast(): void {
  try {
    window.sessionStorage.setItem(storageKey, '1');
  } catch {
    // Storage blocked: the toast shown before the reload is all the operator gets.
  }
}

/** Shows the pending welcome toast once, after the reload that follows a login. */
export function useWelcomeToast(): void {
  const { t } = useAdminTranslation();
  useEffect(() => {
    if (!takePendingWelcome()) return;
    // On the next task, so the shell's toaster (mounted beside this page) is listening.
    const timer = window.setTimeout(() =>
      showToast({
        title: t('login.successTitle'),
        description: t('login.successText'),
        variant: 'success',
      }),
    );
    return () => window.clearTimeout(timer);
  }, [t]);
}

function takePendingWelcome(): boolean {
  try {
    const pending = window.sessionStorage.getItem(storageKey) !== null;
    window.sessionStorage.removeItem(storageKey);
    return pending;
  } catch {
    return false;
  }
}
