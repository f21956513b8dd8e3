export interface FieldMessageProps {
  id: string;
  children: string | undefined;
  tone?: 'error' | 'hint';
}

/** The line under a control: an error (read with the control) or a quiet hint. */
export function FieldMessage({ id, children, tone = 'error' }: FieldMessageProps) {
  if (!children) return null;
  return (
    <p
      id={id}
      className={
        tone === 'error'
          ? 'mt-1.5 text-sm font-medium text-destructive'
          : 'mt-1.5 text-xs text-muted-foreground'
      }
    >
      {children}
    </p>
  );
}

/**
 * The ids that describe the control `id`: its error first (read first), then its hint, or the id
 * of a hint shown elsewhere (`hintId`).
 */
export function describedBy(
  id: string,
  error: string | undefined,
  hint: string | undefined,
  hintId?: string,
): string | undefined {
  return (
    [error ? `${id}-error` : undefined, hint ? `${id}-hint` : hintId].filter(Boolean).join(' ') ||
    undefined
  );
}
