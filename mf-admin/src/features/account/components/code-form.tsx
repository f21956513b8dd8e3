import { useState } from 'react';
import { Button, TextField } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';

/** A form for one sign-in code and its submit button; a blank code is not sent. */
export function CodeForm({
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
      <Button type="submit" loading={pending} wrap>
        {submitLabel}
      </Button>
    </form>
  );
}
