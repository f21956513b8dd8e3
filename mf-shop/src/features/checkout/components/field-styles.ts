/**
 * The look of the checkout's controls. Full class names (never built from parts), so Tailwind
 * finds every one of them in this file.
 */
export const labelClass =
  'shop:mb-1.5 shop:block shop:text-sm shop:font-medium shop:text-foreground';

const inputBaseClass =
  'shop:block shop:h-11 shop:w-full shop:min-w-0 shop:rounded-md shop:border shop:bg-background shop:px-3 shop:text-base shop:text-foreground shop:shadow-xs shop:transition-colors shop:outline-none shop:placeholder:text-muted-foreground shop:focus-visible:ring-2 shop:focus-visible:ring-offset-1 shop:focus-visible:ring-offset-background shop:sm:h-10 shop:sm:text-sm';

export function inputClass(invalid: boolean, extra = ''): string {
  return `${inputBaseClass} ${
    invalid
      ? 'shop:border-destructive shop:focus-visible:ring-destructive'
      : 'shop:border-input shop:focus-visible:ring-ring'
  } ${extra}`.trim();
}

export const sectionClass = 'shop:p-5 shop:sm:p-6';
export const sectionTitleClass = 'shop:text-lg shop:font-semibold';
