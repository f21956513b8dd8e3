import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError, showToast, Spinner, TextField } from '@shop/ui';
import { buttonClass, cardClass, wrappingButtonClass } from '../../../components/styles';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import {
  type TotpEnrolment,
  useAccount,
  useChangePassword,
  useConfirmTotp,
  useDisableTotp,
  useStartTotpEnrolment,
} from '../api/account';

/** The first field issue's message of a refused request, if the server named one. */
function issueOf(error: unknown, path: string): string | undefined {
  return error instanceof ApiError
    ? error.body?.issues?.find((issue) => issue.path === path)?.message
    : undefined;
}

/** Route /admin/account: change the password, turn two-factor sign-in on or off. */
export function AccountSecurity() {
  const { t } = useAdminTranslation();
  return (
    <main className="admin:mx-auto admin:max-w-2xl admin:space-y-6 admin:px-4 admin:py-8">
      <div className="admin:flex admin:flex-wrap admin:items-center admin:justify-between admin:gap-3">
        <h1 className="admin:text-2xl admin:font-bold">{t('account.title')}</h1>
        <Link to="/admin" className={buttonClass('outline', 'admin:h-9 admin:px-3')}>
          {t('account.back')}
        </Link>
      </div>
      <ChangePasswordForm />
      <TwoFactorSettings />
    </main>
  );
}

function ChangePasswordForm() {
  const { t } = useAdminTranslation();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const required = (value: string) =>
    submitted && value === '' ? t('validation.required') : undefined;
  const mismatch = submitted && repeat !== newPassword ? t('account.passwordMismatch') : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!currentPassword || !newPassword || repeat !== newPassword) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setRepeat('');
          setSubmitted(false);
          showToast({ title: t('account.passwordChanged'), variant: 'success' });
        },
      },
    );
  };

  return (
    <section aria-labelledby="account-password" className={`${cardClass} admin:p-6`}>
      <h2 id="account-password" className="admin:text-lg admin:font-semibold">
        {t('account.passwordTitle')}
      </h2>
      <p className="admin:mt-1 admin:text-sm admin:text-muted-foreground">
        {t('account.passwordHint')}
      </p>
      <form noValidate onSubmit={onSubmit} className="admin:mt-4 admin:space-y-4">
        <TextField
          id="account-current-password"
          type="password"
          label={t('account.currentPassword')}
          value={currentPassword}
          onChange={setCurrentPassword}
          error={
            required(currentPassword) ??
            (issueOf(change.error, 'currentPassword') ? t('account.wrongPassword') : undefined)
          }
          autoComplete="current-password"
        />
        <TextField
          id="account-new-password"
          type="password"
          label={t('account.newPassword')}
          value={newPassword}
          onChange={setNewPassword}
          error={
            required(newPassword) ??
            (issueOf(change.error, 'newPassword') ? t('account.passwordRefused') : undefined)
          }
          hint={t('account.passwordRules')}
          autoComplete="new-password"
        />
        <TextField
          id="account-repeat-password"
          type="password"
          label={t('account.repeatPassword')}
          value={repeat}
          onChange={setRepeat}
          error={required(repeat) ?? mismatch}
          autoComplete="new-password"
        />
        <button
          type="submit"
          disabled={change.isPending}
          className={buttonClass('primary', wrappingButtonClass)}
        >
          {change.isPending && <Spinner />}
          {t('account.changePassword')}
        </button>
      </form>
    </section>
  );
}

function TwoFactorSettings() {
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
    <section aria-labelledby="account-totp" className={`${cardClass} admin:p-6`}>
      <h2 id="account-totp" className="admin:text-lg admin:font-semibold">
        {t('account.totpTitle')}
      </h2>
      <p className="admin:mt-1 admin:text-sm admin:text-muted-foreground">
        {t('account.totpHint')}
      </p>
      <div className="admin:mt-4 admin:space-y-4">{body}</div>
    </section>
  );
}

function StartTotp({ onStarted }: { onStarted: (enrolment: TotpEnrolment) => void }) {
  const { t } = useAdminTranslation();
  const start = useStartTotpEnrolment();
  return (
    <button
      type="button"
      disabled={start.isPending}
      onClick={() => start.mutate(undefined, { onSuccess: onStarted })}
      className={buttonClass('primary', wrappingButtonClass)}
    >
      {start.isPending && <Spinner />}
      {t('account.totpEnable')}
    </button>
  );
}

function CodeForm({
  id,
  label,
  submitLabel,
  pending,
  invalid,
  onSubmit,
}: {
  id: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  invalid: boolean;
  onSubmit: (code: string) => void;
}) {
  const { t } = useAdminTranslation();
  const [code, setCode] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onSubmit(code.trim());
      }}
      className="admin:space-y-4"
    >
      <TextField
        id={id}
        label={label}
        value={code}
        onChange={setCode}
        error={invalid ? t('login.invalidCode') : undefined}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
      />
      <button
        type="submit"
        disabled={pending}
        className={buttonClass('primary', wrappingButtonClass)}
      >
        {pending && <Spinner />}
        {submitLabel}
      </button>
    </form>
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
      <button
        type="button"
        onClick={onDone}
        className={buttonClass('primary', wrappingButtonClass)}
      >
        {t('account.recoveryCodesSaved')}
      </button>
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
