interface SpinnerProps {
  className?: string;
}

/** A small turning ring; decorative, the surrounding text says what is loading. */
export function Spinner({ className = 'calc:size-5' }: SpinnerProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={`calc:animate-spin ${className}`}
    >
      <circle
        cx="12"
        cy="12"
        r="10"
        stroke="currentColor"
        strokeWidth="3"
        className="calc:opacity-25"
      />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        className="calc:opacity-90"
      />
    </svg>
  );
}
