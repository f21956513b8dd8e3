interface AlertMessageProps {
  title: string;
  children: string;
}

/** A destructive alert, announced at once (load and price failures). */
export function AlertMessage({ title, children }: AlertMessageProps) {
  return (
    <div
      role="alert"
      className="calc:flex calc:gap-3 calc:rounded-lg calc:border calc:border-destructive/50 calc:bg-destructive/10 calc:p-4 calc:text-sm calc:text-destructive"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="calc:mt-0.5 calc:size-5 calc:shrink-0"
      >
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <div>
        <p className="calc:font-semibold">{title}</p>
        <p className="calc:mt-1">{children}</p>
      </div>
    </div>
  );
}
