import { useRef, useState, type FormEvent } from 'react';
import { Button, showToast, TextField, useLocaleFormats } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { LoginError, useLogin, useSecondFactor } from '../api/login';
import { loginErrorText } from '../hooks/login-error-text';
import { rememberWelcomeToast } from '../hooks/welcome-toast';

/** After a login, /admin opens by a full reload after about 200 ms. */
export const REDIRECT_DELAY_MS = 200;

/** Signed in: the welcome toast, then /admin by a full reload with the new session cookie. */
function welcome(t: ReturnType<typeof useAdminTranslation>['t']) {
  showToast({
    title: t('login.successTitle'),
    description: t('login.successText'),
    variant: 'success',
  });
  rememberWelcomeToast();
  window.setTimeout(() => window.location.assign('/admin'), REDIRECT_DELAY_MS);
}

/**
 * Username and password, both required; a toast on success and on failure. An admin with two-factor
 * sign-in is then asked for the authenticator's code (or a recovery code).
 */
export function LoginForm() {
  const [needsCode, setNeedsCode] = useState(false);
  return needsCode ? <SecondFactorForm /> : <PasswordForm onNeedsCode={() => setNeedsCode(true)} />;
}

function PasswordForm({ onNeedsCode }: { onNeedsCode: () => void }) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const usernameError = submitted && username.trim() === '' ? t('validation.required') : undefined;
  const passwordError = submitted && password === '' ? t('validation.required') : undefined;
  const busy = login.isPending || (login.isSuccess && !login.data.secondFactorRequired);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (username.trim() === '') return usernameRef.current?.focus();
    if (password === '') return passwordRef.current?.focus();
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (result) => {
          if (result.secondFactorRequired) onNeedsCode();
          // A full reload, so the page starts with the new session cookie and nothing cached.
          else welcome(t);
        },
        onError: (error) => {
          showToast({
            title: t('login.errorTitle'),
            description: loginErrorText(error, t, formats),
            variant: 'error',
          });
          passwordRef.current?.select();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="admin:mt-6 admin:space-y-4">
      <TextField
        ref={usernameRef}
        id="admin-login-username"
        label={t('login.username')}
        value={username}
        onChange={setUsername}
        error={usernameError}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        aria-required="true"
      />
      <TextField
        ref={passwordRef}
        id="admin-login-password"
        type="password"
        label={t('login.password')}
        value={password}
        onChange={setPassword}
        error={passwordError}
        autoComplete="current-password"
        required
        aria-required="true"
      />
      <Button type="submit" loading={busy} className="admin:w-full">
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

/** The second step: a six-digit code from the authenticator app, or one of the recovery codes. */
function SecondFactorForm() {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const secondFactor = useSecondFactor();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const codeError = submitted && code.trim() === '' ? t('validation.required') : undefined;
  const busy = secondFactor.isPending || secondFactor.isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (code.trim() === '') return codeRef.current?.focus();
    secondFactor.mutate(code.trim(), {
      onSuccess: () => welcome(t),
      onError: (error) => {
        showToast({
          title: t('login.errorTitle'),
          description:
            error instanceof LoginError && error.status === 401
              ? t('login.invalidCode')
              : loginErrorText(error, t, formats),
          variant: 'error',
        });
        codeRef.current?.select();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="admin:mt-6 admin:space-y-4">
      <p className="admin:text-sm admin:text-muted-foreground">{t('login.codeHint')}</p>
      <TextField
        ref={codeRef}
        id="admin-login-code"
        label={t('login.code')}
        value={code}
        onChange={setCode}
        error={codeError}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        required
        aria-required="true"
      />
      <Button type="submit" loading={busy} className="admin:w-full">
        {busy ? t('login.submitting') : t('login.verify')}
      </Button>
    </form>
  );
}
