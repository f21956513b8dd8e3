import { useState, type FormEvent } from 'react';
import { ApiError, Button, Card, showToast, TextField } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useChangePassword } from '../api/account';

/** The first field issue's message of a refused request, if the server named one. */
function issueOf(error: unknown, path: string): string | undefined {
  return error instanceof ApiError
    ? error.body?.issues?.find((issue) => issue.path === path)?.message
    : undefined;
}

/** The current password, a new one and its repetition; the server checks the rules. */
export function ChangePasswordForm() {
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
    <Card as="section" aria-labelledby="account-password" className="admin:p-6">
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
        <Button type="submit" loading={change.isPending} wrap>
          {t('account.changePassword')}
        </Button>
      </form>
    </Card>
  );
}
