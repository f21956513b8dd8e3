interface FieldMessageProps {
  id: string;
  children: string | undefined;
  tone?: 'error' | 'hint';
}

/** The line under an input: an error (announced with the field) or a quiet hint. */
export function FieldMessage({ id, children, tone = 'error' }: FieldMessageProps) {
  if (!children) return null;
  return (
    <p
      id={id}
      className={
        tone === 'error'
          ? 'calc:mt-1.5 calc:text-sm calc:font-medium calc:text-destructive'
          : 'calc:mt-1.5 calc:text-sm calc:text-muted-foreground'
      }
    >
      {children}
    </p>
  );
}
