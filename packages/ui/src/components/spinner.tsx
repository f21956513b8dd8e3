import { classNames } from './class-names.js';

export interface SpinnerProps {
  /** Size and placement; a small 1rem ring when not given. */
  className?: string;
}

/** A small turning ring; decorative, the surrounding text says what is loading. */
export function Spinner({ className = 'size-4' }: SpinnerProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={classNames('animate-spin', className)}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        className="opacity-90"
      />
    </svg>
  );
}
