/** Shared look of the calculator's inputs and selects (full class names, so Tailwind finds them). */
export const fieldLabelClass =
  'calc:mb-1.5 calc:block calc:text-sm calc:font-medium calc:text-foreground';

const fieldBaseClass =
  'calc:block calc:h-11 calc:w-full calc:rounded-md calc:border calc:bg-background calc:px-3 calc:text-base calc:text-foreground calc:shadow-xs calc:transition-colors calc:outline-none calc:placeholder:text-muted-foreground calc:focus-visible:ring-2 calc:focus-visible:ring-offset-1 calc:focus-visible:ring-offset-background calc:disabled:cursor-not-allowed calc:disabled:bg-muted calc:disabled:text-muted-foreground';

const validFieldClass = 'calc:border-input calc:focus-visible:ring-ring';
const invalidFieldClass = 'calc:border-destructive calc:focus-visible:ring-destructive';

export function fieldClass(invalid: boolean): string {
  return `${fieldBaseClass} ${invalid ? invalidFieldClass : validFieldClass}`;
}

/** Native selects keep their accessibility; only the arrow is ours, so it fits both themes. */
export const selectClass = 'calc:appearance-none calc:pr-10';
