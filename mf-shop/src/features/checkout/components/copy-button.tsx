import { useEffect, useState } from 'react';
import { CopyIcon } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies one value (an IBAN, the reference) to the clipboard and says so for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useShopTranslation();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard (an old browser, a page without permission): the value stays selectable.
      setState('failed');
    }
  };

  return (
    <span className="shop:inline-flex shop:shrink-0 shop:items-center shop:gap-2">
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('checkout.confirmation.copy', { label })}
        className="shop:inline-flex shop:size-9 shop:shrink-0 shop:items-center shop:justify-center shop:rounded-md shop:border shop:border-input shop:bg-card shop:text-muted-foreground shop:transition-colors shop:hover:bg-accent shop:hover:text-accent-foreground shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-ring"
      >
        <CopyIcon strokeWidth={1.75} />
      </button>
      <span role="status" className="shop:text-xs shop:text-muted-foreground">
        {state === 'copied' && t('checkout.confirmation.copied')}
        {state === 'failed' && t('checkout.confirmation.copyFailed')}
      </span>
    </span>
  );
}
