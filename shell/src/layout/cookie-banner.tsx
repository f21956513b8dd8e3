import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@shop/ui';

const cookieConsentKey = 'cookie-consent';
type Consent = 'accepted' | 'declined';

function readConsent(): Consent | undefined {
  try {
    const stored = window.localStorage.getItem(cookieConsentKey);
    return stored === 'accepted' || stored === 'declined' ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Shown at the bottom of every page until the visitor accepts or declines. */
export function CookieBanner() {
  const { t } = useTranslation();
  // Read after the first render: the server cannot know the choice, and the page it rendered must
  // hydrate unchanged. The banner is fixed at the bottom, so appearing later shifts nothing.
  const [consent, setConsent] = useState<Consent | 'unknown' | undefined>('unknown');
  useEffect(() => setConsent(readConsent()), []);
  if (consent) return null;
  const choose = (choice: Consent) => {
    try {
      window.localStorage.setItem(cookieConsentKey, choice);
    } catch {
      // Without storage the choice holds for this visit only.
    }
    setConsent(choice);
  };
  return (
    <section
      aria-label={t('cookie.title')}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-card text-card-foreground shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">{t('cookie.text')}</p>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" onClick={() => choose('declined')}>
            {t('cookie.decline')}
          </Button>
          <Button onClick={() => choose('accepted')}>{t('cookie.accept')}</Button>
        </div>
      </div>
    </section>
  );
}
