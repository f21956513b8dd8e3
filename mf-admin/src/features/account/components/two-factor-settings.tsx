import { useState } from 'react';
import { Button, Card, Spinner } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import {
  type TotpEnrolment,
  useAccount,
  useConfirmTotp,
  useDisableTotp,
  useStartTotpEnrolment,
} from '../api/account';
import { CodeForm } from './code-form';

/** Two-factor sign-in: start, confirm with a code, see the recovery codes once, or turn it off. */
export function TwoFactorSettings() {
  const { t } = useAdminTranslation();
  const account = useAccount();
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  let body;
  if (account.isPending) body = <Spinner />;
  else if (account.isError) body = <p role="alert">{t('account.loadFailed')}</p>;
  else if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;
  } else if (account.data.totpEnabled) {
    body = <DisableTotp codesLeft={account.data.recoveryCodesLeft} />;
  } else if (enrolment) {
    body = (
      <ConfirmTotp
        enrolment={enrolment}
        onConfirmed={(codes) => {
          setEnrolment(undefined);
          setRecoveryCodes(codes);
        }}
      />
    );
  } else {
    body = <StartTotp onStarted={setEnrolment} />;
  }

  return (
    <Card as="section" aria-labelledby="account-totp" className="admin:p-6">
      <h2 id="account-totp" className="admin:text-lg admin:font-semibold">
        {t('account.totpTitle')}
      </h2>
      <p className="admin:mt-1 admin:text-sm admin:text-muted-foreground">
        {t('account.totpHint')}
      </p>
      <div className="admin:mt-4 admin:space-y-4">{body}</div>
    </Card>
  );
}

function StartTotp({ onStarted }: { onStarted: (enrolment: TotpEnrolment) => void }) {
  const { t } = useAdminTranslation();
  const start = useStartTotpEnrolment();
  return (
    <Button
      loading={start.isPending}
      onClick={() => start.mutate(undefined, { onSuccess: onStarted })}
      wrap
    >
      {t('account.totpEnable')}
    </Button>
  );
}

function ConfirmTotp({
  enrolment,
  onConfirmed,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
}) {
  const { t } = useAdminTranslation();
  const confirm = useConfirmTotp();
  return (
    <>
      <p className="admin:text-sm">{t('account.totpScan')}</p>
      <dl className="admin:space-y-2 admin:text-sm">
        <dt className="admin:font-medium">{t('account.totpSecret')}</dt>
        <dd>
          <code className="admin:break-all admin:font-mono">{enrolment.secret}</code>
        </dd>
        <dt className="admin:font-medium">{t('account.totpUri')}</dt>
        <dd>
          <code className="admin:break-all admin:font-mono admin:text-xs">
            {enrolment.otpauthUri}
          </code>
        </dd>
      </dl>
      <CodeForm
        id="account-totp-confirm"
        label={t('login.code')}
        submitLabel={t('account.totpConfirm')}
        pending={confirm.isPending}
        invalid={confirm.isError}
        onSubmit={(code) => confirm.mutate(code, { onSuccess: onConfirmed })}
      />
    </>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useAdminTranslation();
  return (
    <>
      <p role="status" className="admin:text-sm admin:font-medium">
        {t('account.recoveryCodesHint')}
      </p>
      <ul className="admin:grid admin:grid-cols-2 admin:gap-2 admin:font-mono admin:text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone} wrap>
        {t('account.recoveryCodesSaved')}
      </Button>
    </>
  );
}

function DisableTotp({ codesLeft }: { codesLeft: number }) {
  const { t } = useAdminTranslation();
  const disable = useDisableTotp();
  return (
    <>
      <p className="admin:text-sm">{t('account.totpOn', { count: codesLeft })}</p>
      <CodeForm
        id="account-totp-disable"
        label={t('account.totpDisableCode')}
        submitLabel={t('account.totpDisable')}
        pending={disable.isPending}
        invalid={disable.isError}
        onSubmit={(code) => disable.mutate(code)}
      />
    </>
  );
}
