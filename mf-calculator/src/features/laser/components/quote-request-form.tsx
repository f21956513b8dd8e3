import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  createLaserQuoteRequestBodySchema,
  MAX_LASER_REQUEST_MESSAGE_LENGTH,
} from '@shop/contracts';
import { AlertMessage, Button, fieldLabelClass, inputClass, textareaClass } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';
import { laserServerErrorKey } from '../api/laser-errors';

interface QuoteRequestFormProps {
  /** Uploads the file when that has not happened yet; answers the quote id. */
  send: (email: string, message: string | undefined) => Promise<unknown>;
  onSent: (email: string) => void;
}

/** 'Detailliertes Angebot per E-Mail': e-mail and an optional message. */
export function QuoteRequestForm({ send, onSent }: QuoteRequestFormProps) {
  const { t } = useCalculatorTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [emailInvalid, setEmailInvalid] = useState(false);
  const request = useMutation({
    mutationFn: ({ email, message }: { email: string; message: string | undefined }) =>
      send(email, message),
    onSuccess: (_data, variables) => onSent(variables.email),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const valid = createLaserQuoteRequestBodySchema.shape.email.safeParse(trimmed).success;
    setEmailInvalid(!valid);
    if (!valid) return;
    request.mutate({ email: trimmed, message: message.trim() || undefined });
  };

  return (
    <form onSubmit={submit} noValidate className="calc:space-y-4">
      <div>
        <h2 className="calc:text-lg calc:font-semibold">{t('laser.request.title')}</h2>
        <p className="calc:mt-1 calc:text-sm calc:text-muted-foreground">
          {t('laser.request.intro')}
        </p>
      </div>
      <div className="calc:space-y-1.5">
        <label htmlFor={`${id}-email`} className={fieldLabelClass}>
          {t('laser.request.email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          maxLength={254}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={emailInvalid}
          aria-describedby={emailInvalid ? `${id}-email-error` : undefined}
          className={inputClass(emailInvalid, 'lg')}
        />
        {emailInvalid && (
          <p id={`${id}-email-error`} className="calc:text-sm calc:text-destructive">
            {t('laser.request.emailInvalid')}
          </p>
        )}
      </div>
      <div className="calc:space-y-1.5">
        <label htmlFor={`${id}-message`} className={fieldLabelClass}>
          {t('laser.request.message')}
        </label>
        <textarea
          id={`${id}-message`}
          rows={3}
          value={message}
          maxLength={MAX_LASER_REQUEST_MESSAGE_LENGTH}
          onChange={(event) => setMessage(event.target.value)}
          className={textareaClass(false)}
        />
      </div>
      {request.isError && (
        <AlertMessage title={t('laser.addFailedTitle')}>
          {t(laserServerErrorKey(request.error) ?? 'laser.request.failed')}
        </AlertMessage>
      )}
      <Button type="submit" variant="outline" loading={request.isPending} className="calc:w-full">
        {request.isPending ? t('laser.request.sending') : t('laser.request.submit')}
      </Button>
    </form>
  );
}
