interface FieldMessageProps {
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
          ? 'shop:mt-1.5 shop:flex shop:gap-1.5 shop:text-sm shop:font-medium shop:text-destructive'
          : 'shop:mt-1.5 shop:text-xs shop:text-muted-foreground'
      }
    >
      {children}
    </p>
  );
}

/** The ids that describe a control: its error first (read first), then its hint. */
export function describedBy(id: string, error: string | undefined, hint: string | undefined) {
  return (
    [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined]
      .filter(Boolean)
      .join(' ') || undefined
  );
}
