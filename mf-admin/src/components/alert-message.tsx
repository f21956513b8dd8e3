import type { ReactNode } from 'react';

interface AlertMessageProps {
  children: ReactNode;
  /** Extra content under the message, e.g. a retry button. */
  action?: ReactNode;
}

/** A destructive alert, announced at once. */
export function AlertMessage({ children, action }: AlertMessageProps) {
  return (
    <div
      role="alert"
      className="admin:flex admin:flex-col admin:gap-3 admin:rounded-lg admin:border admin:border-destructive/50 admin:bg-destructive/10 admin:p-4 admin:text-sm admin:text-destructive"
    >
      <p>{children}</p>
      {action}
    </div>
  );
}
