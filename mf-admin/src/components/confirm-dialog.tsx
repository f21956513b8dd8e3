import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useAdminTranslation } from '../features/i18n/admin-translations';
import { Spinner } from './spinner';
import { buttonClass } from './styles';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: string;
  /** Label of the destructive button ('Entfernen'). */
  confirmLabel: string;
  /** Label of the button that closes the dialog; 'Abbrechen' when not given. */
  cancelLabel?: string;
  /** Shown on the destructive button while it runs; 'Wird entfernt …' when not given. */
  pendingLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation before anything is deleted. The native modal <dialog> makes the
 * rest of the page inert, closes on Escape and gives focus back to the button that opened it;
 * focus starts on 'Abbrechen', so Enter never deletes by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, pending, onConfirm, onCancel } = props;
  const { cancelLabel, pendingLabel } = props;
  const { t } = useAdminTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; the attribute alone still shows the dialog there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape: close through React state, and never while the deletion runs.
        event.preventDefault();
        if (!pending) onCancel();
      }}
      className="admin:m-auto admin:w-[calc(100%-2rem)] admin:max-w-md admin:rounded-xl admin:border admin:border-border admin:bg-card admin:p-6 admin:text-card-foreground admin:shadow-xl admin:backdrop:bg-black/50"
    >
      {open && (
        <>
          <h2 id={titleId} className="admin:text-lg admin:font-semibold">
            {title}
          </h2>
          <p id={descriptionId} className="admin:mt-2 admin:text-sm admin:text-muted-foreground">
            {description}
          </p>
          <div className="admin:mt-6 admin:flex admin:flex-col-reverse admin:gap-2 admin:sm:flex-row admin:sm:justify-end">
            <button
              ref={cancelRef}
              type="button"
              onClick={onCancel}
              disabled={pending}
              className={buttonClass('outline')}
            >
              {cancelLabel ?? t('dialog.cancel')}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              className={buttonClass('destructive')}
            >
              {pending && <Spinner />}
              {pending ? (pendingLabel ?? t('dialog.pending')) : confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
