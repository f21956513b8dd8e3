import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '@shop/ui';
import { adminSessionKeys } from '../features/auth/api/query-keys';
import { useAdminTranslation } from '../i18n/admin-translations';
import { isSessionLost, serverMessage, statusOf } from './api-errors';

export interface ErrorToastTexts {
  /** Toast title, e.g. 'Speichern fehlgeschlagen'. */
  title: string;
  /** The screen's own text, e.g. 'Dicke konnte nicht hinzugefügt werden'. */
  fallback: string;
  /** Shown for 409 instead of the server's English words. */
  conflict?: string;
  /** Adding a thickness or material shows the server's message when it sent one. */
  preferServerMessage?: boolean;
}

/**
 * Shows the toast for a failed admin call. A 401 means the session ended (expired, or logged
 * out in another tab): the operator is told so and the page falls back to the login.
 */
export function useErrorToast() {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown, texts: ErrorToastTexts) => {
      if (isSessionLost(error)) {
        showToast({ title: texts.title, description: t('toast.sessionExpired'), variant: 'error' });
        queryClient.setQueryData(adminSessionKeys.check(), { isAdmin: false });
        return;
      }
      const status = statusOf(error);
      let description = texts.fallback;
      if (status === 409 && texts.conflict) description = texts.conflict;
      else if (texts.preferServerMessage && status !== 400) {
        description = serverMessage(error) ?? texts.fallback;
      }
      showToast({ title: texts.title, description, variant: 'error' });
    },
    [t, queryClient],
  );
}
