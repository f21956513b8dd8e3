import type { ReactNode } from 'react';
import { classNames } from './class-names.js';

/** `destructive`: something failed (announced at once); `warning`: a condition to know about. */
export type AlertTone = 'destructive' | 'warning';

export interface AlertMessageProps {
  /** A bold first line; without it, the message stands alone. */
  title?: ReactNode;
  children?: ReactNode;
  tone?: AlertTone;
  /** A way on under the message: a retry `Button` or a `ButtonLink`. */
  action?: ReactNode;
  /** Placement (margins) only. */
  className?: string;
}

const tones: Record<AlertTone, { box: string; icon: string; text: string; path: string }> = {
  destructive: {
    box: 'border-destructive/50 bg-destructive/10 p-4 text-destructive',
    icon: 'text-destructive',
    text: 'mt-1',
    path: 'M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  },
  warning: {
    box: 'border-warning/60 bg-warning/15 p-3',
    icon: 'text-warning',
    text: 'mt-0.5 text-muted-foreground',
    path: 'M8.5 3.3a1.7 1.7 0 0 1 3 0l6.2 11a1.7 1.7 0 0 1-1.5 2.5H3.8a1.7 1.7 0 0 1-1.5-2.5l6.2-11ZM10 7a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 7Zm0 7.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  },
};

/**
 * A tinted box with an icon, a bold title and a line of text, and a way on when there is one. A
 * destructive one is an alert, read out at once; a warning is a status, read when the reader
 * gets there.
 */
export function AlertMessage({
  title,
  children,
  tone = 'destructive',
  action,
  className,
}: AlertMessageProps) {
  const look = tones[tone];
  return (
    <div
      role={tone === 'destructive' ? 'alert' : 'status'}
      className={classNames('flex gap-3 rounded-lg border text-sm', look.box, className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className={classNames('mt-0.5 size-5 shrink-0', look.icon)}
      >
        <path fillRule="evenodd" d={look.path} clipRule="evenodd" />
      </svg>
      <div className="min-w-0">
        {title !== undefined && <p className="font-semibold">{title}</p>}
        {children !== undefined && (
          <p className={title === undefined ? undefined : look.text}>{children}</p>
        )}
        {action !== undefined && <div className="mt-3">{action}</div>}
      </div>
    </div>
  );
}
