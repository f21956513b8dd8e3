import { useRef, useState, type FormEvent } from 'react';
import { showToast } from '@shop/ui';
import { Spinner } from '../../../components/spinner';
import { buttonClass } from '../../../components/styles';
import { TextField } from '../../../components/text-field';
import { useAdminTranslation } from '../../i18n/admin-translations';
import { useAdminFormats } from '../../i18n/locale-formats';
import { useLogin } from '../api/login';
import { loginErrorText } from '../hooks/login-error-text';
import { rememberWelcomeToast } from '../hooks/welcome-toast';

/** SPEC 4: after a login, /admin opens by a full reload after about 200 ms. */
export const REDIRECT_DELAY_MS = 200;

/** Username and password, both required (SPEC 5); the toasts of SPEC 8. */
export function LoginForm() {
  const { t } = useAdminTranslation();
  const formats = useAdminFormats();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const usernameError = submitted && username.trim() === '' ? t('validation.required') : undefined;
  const passwordError = submitted && password === '' ? t('validation.required') : undefined;
  const busy = login.isPending || login.isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (username.trim() === '') return usernameRef.current?.focus();
    if (password === '') return passwordRef.current?.focus();
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => {
          showToast({
            title: t('login.successTitle'),
            description: t('login.successText'),
            variant: 'success',
          });
          rememberWelcomeToast();
          // A full reload, so the page starts with the new session cookie and nothing cached.
          window.setTimeout(() => window.location.assign('/admin'), REDIRECT_DELAY_MS);
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
      <button type="submit" disabled={busy} className={buttonClass('primary', 'admin:w-full')}>
        {busy && <Spinner />}
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
