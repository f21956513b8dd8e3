import { useId } from 'react';
import type { BankTransfer } from '@shop/contracts';
import { useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { CopyButton } from './copy-button';

type DetailKey = 'accountHolder' | 'iban' | 'bic' | 'bankName' | 'reference' | 'amount';

/**
 * Where to transfer a prepayment to, each value with a copy button (typing an IBAN is where
 * transfers go wrong). The amount is copied as banks take it: digits with a decimal point.
 */
export function BankTransferDetails({ transfer }: { transfer: BankTransfer }) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const titleId = useId();
  const details: Array<{ key: DetailKey; shown: string; copied: string }> = [
    { key: 'accountHolder', shown: transfer.accountHolder, copied: transfer.accountHolder },
    { key: 'iban', shown: transfer.iban, copied: transfer.iban.replace(/\s/g, '') },
    { key: 'bic', shown: transfer.bic, copied: transfer.bic },
    { key: 'bankName', shown: transfer.bankName, copied: transfer.bankName },
    { key: 'reference', shown: transfer.reference, copied: transfer.reference },
    { key: 'amount', shown: formats.money(transfer.amount), copied: transfer.amount },
  ];
  return (
    <section
      aria-labelledby={titleId}
      className="shop:rounded-lg shop:border shop:border-primary/40 shop:bg-primary/5 shop:p-4 shop:sm:p-5"
    >
      <h2 id={titleId} className="shop:text-lg shop:font-semibold">
        {t('checkout.confirmation.bankTitle')}
      </h2>
      <p className="shop:mt-1 shop:text-sm shop:text-muted-foreground">
        {t('checkout.confirmation.bankIntro', { count: transfer.dueDays })}
      </p>
      <dl className="shop:mt-4 shop:grid shop:gap-3 shop:text-sm">
        {details.map(({ key, shown, copied }) => {
          const label = t(`checkout.confirmation.${key}`);
          return (
            <div key={key}>
              <dt className="shop:text-muted-foreground">{label}</dt>
              <dd className="shop:flex shop:items-center shop:gap-3">
                <span className="shop:min-w-0 shop:flex-1 shop:font-medium shop:break-words shop:tabular-nums">
                  {shown}
                </span>
                <CopyButton value={copied} label={label} />
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
