/** Shared look of the configurator's inputs (full class names, so Tailwind finds them). */
export const fieldLabelClass =
  'conf:mb-1.5 conf:block conf:text-sm conf:font-medium conf:text-foreground';

export const fieldClass =
  'conf:block conf:h-10 conf:w-full conf:rounded-md conf:border conf:border-input conf:bg-background conf:px-3 conf:text-base conf:text-foreground conf:shadow-xs conf:outline-none conf:focus-visible:ring-2 conf:focus-visible:ring-ring conf:focus-visible:ring-offset-1 conf:focus-visible:ring-offset-background conf:disabled:cursor-not-allowed conf:disabled:bg-muted conf:disabled:text-muted-foreground';
