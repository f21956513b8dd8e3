import { useState, type FormEvent } from 'react';
import { AlertMessage, Button, Card, showToast, TextField, useLocaleFormats } from '@shop/ui';
import { useErrorToast } from '../../../errors/use-error-toast';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { differsFromStored } from '../../../forms/price-row-changes';
import { useSystemSetting } from '../api/get-system-setting';
import { useUpdateSystemSetting } from '../api/update-system-setting';
import { validateHoleCost } from '../hooks/validate-hole-cost';

/** The system settings card: the cost per hole the configurator charges (0 or more). */
export function SystemSettingsCard() {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  const holeCost = useSystemSetting('hole_cost');
  const update = useUpdateSystemSetting();
  const showError = useErrorToast();
  const [edit, setEdit] = useState<string>();
  const stored = holeCost.data ? formats.amountInput(holeCost.data.value) : undefined;
  const text = edit ?? stored ?? '';
  const changed =
    edit !== undefined &&
    (holeCost.data === undefined || differsFromStored(edit, holeCost.data.value));
  const validation = validateHoleCost(text);
  const message =
    changed && validation.message
      ? t(validation.message.key, validation.message.values ?? {})
      : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed || !validation.body || update.isPending) return;
    update.mutate(
      { key: 'hole_cost', body: validation.body },
      {
        onSuccess: () => {
          setEdit(undefined);
          showToast({
            title: t('toast.saved'),
            description: t('settings.holeCostSaved'),
            variant: 'success',
          });
        },
        onError: (error) =>
          showError(error, {
            title: t('toast.saveFailed'),
            fallback: t('settings.holeCostFailed'),
          }),
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="system-settings-title" className="admin:p-5 admin:sm:p-6">
      <h2 id="system-settings-title" className="admin:text-lg admin:font-semibold">
        {t('settings.title')}
      </h2>
      <p className="admin:mt-0.5 admin:text-sm admin:text-muted-foreground">
        {t('settings.description')}
      </p>
      {holeCost.isError ? (
        <div className="admin:mt-4">
          <AlertMessage>{t('settings.loadFailed')}</AlertMessage>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="system-settings-title"
          className="admin:mt-4 admin:grid admin:grid-cols-1 admin:items-start admin:gap-3 admin:sm:max-w-xl admin:sm:grid-cols-[minmax(0,1fr)_auto]"
        >
          <TextField
            id="hole-cost"
            label={t('settings.holeCost')}
            hint={t('settings.holeCostHint')}
            decimal={{ step: 0.01, min: 0 }}
            value={text}
            onChange={setEdit}
            error={message}
            disabled={holeCost.isPending}
            required
            aria-required="true"
          />
          <Button
            type="submit"
            disabled={!changed}
            loading={update.isPending}
            className="admin:sm:mt-7"
          >
            {update.isPending ? t('form.saving') : t('form.save')}
          </Button>
        </form>
      )}
    </Card>
  );
}
