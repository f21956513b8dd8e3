import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: string;
  /** Label of the destructive button ('Entfernen'). */
  confirmLabel: string;
  /** Label of the button that closes the dialog ('Abbrechen'). */
  cancelLabel: string;
  /** Shown on the destructive button while it runs ('Wird entfernt …'). */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shown below the description, e.g. the list of what is confirmed. */
  children?: ReactNode;
  /** 'default' for a confirmation that deletes nothing (the confirm button is not red). */
  tone?: 'destructive' | 'default';
}

/**
 * A modal confirmation before something is deleted or cannot be undone. The native modal
 * <dialog> makes the rest of the page inert, closes on Escape and gives focus back to the button
 * that opened it; focus starts on the cancel button, so Enter never deletes by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, pending, onConfirm, onCancel } = props;
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
        // Escape: close through React state, and never while the confirmed step runs.
        event.preventDefault();
        if (!pending) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/50"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <p id={descriptionId} className="mt-2 text-sm text-muted-foreground">
            {description}
          </p>
          {props.children && <div className="mt-3">{props.children}</div>}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={pending}>
              {props.cancelLabel}
            </Button>
            {props.tone === 'default' ? (
              // A long confirmation ('Przeczytałem uwagi i chcę zamówić część w tej postaci')
              // wraps on a phone.
              <Button onClick={onConfirm} loading={pending} wrap>
                {pending ? props.pendingLabel : confirmLabel}
              </Button>
            ) : (
              <Button variant="destructive" onClick={onConfirm} loading={pending}>
                {pending ? props.pendingLabel : confirmLabel}
              </Button>
            )}
          </div>
        </>
      )}
    </dialog>
  );
}
