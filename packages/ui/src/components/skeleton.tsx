import { classNames } from './class-names.js';

/** A grey placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={classNames('animate-pulse rounded-md bg-muted', className)}
    />
  );
}
