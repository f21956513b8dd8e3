interface FieldMessageProps {
  id: string;
  children: string | undefined;
  tone?: 'error' | 'hint';
}

/** The line under an input: an error (read with the field) or a quiet hint. */
export function FieldMessage({ id, children, tone = 'error' }: FieldMessageProps) {
  if (!children) return null;
  return (
    <p
      id={id}
      className={
        tone === 'error'
          ? 'admin:mt-1.5 admin:text-sm admin:font-medium admin:text-destructive'
          : 'admin:mt-1.5 admin:text-xs admin:text-muted-foreground'
      }
    >
      {children}
    </p>
  );
}
