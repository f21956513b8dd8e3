/**
 * Shared look of the admin remote's controls. Full class names (never built from parts), so
 * Tailwind finds every one of them in this file.
 */
export const labelClass =
  'admin:mb-1.5 admin:block admin:text-sm admin:font-medium admin:text-foreground';

const inputBaseClass =
  'admin:block admin:h-10 admin:w-full admin:min-w-0 admin:rounded-md admin:border admin:bg-background admin:px-3 admin:text-base admin:text-foreground admin:shadow-xs admin:transition-colors admin:outline-none admin:placeholder:text-muted-foreground admin:focus-visible:ring-2 admin:focus-visible:ring-offset-1 admin:focus-visible:ring-offset-background admin:disabled:cursor-not-allowed admin:disabled:bg-muted admin:disabled:text-muted-foreground admin:sm:text-sm';

export function inputClass(invalid: boolean): string {
  return `${inputBaseClass} ${
    invalid
      ? 'admin:border-destructive admin:focus-visible:ring-destructive'
      : 'admin:border-input admin:focus-visible:ring-ring'
  }`;
}

export type ButtonTone = 'primary' | 'outline' | 'destructive' | 'destructive-outline' | 'ghost';

const buttonBaseClass =
  'admin:inline-flex admin:h-10 admin:shrink-0 admin:items-center admin:justify-center admin:gap-2 admin:rounded-md admin:px-4 admin:text-sm admin:font-semibold admin:whitespace-nowrap admin:transition-colors admin:outline-none admin:focus-visible:ring-2 admin:focus-visible:ring-ring admin:focus-visible:ring-offset-2 admin:focus-visible:ring-offset-background admin:disabled:cursor-not-allowed admin:disabled:opacity-50';

const buttonToneClasses: Record<ButtonTone, string> = {
  primary: 'admin:bg-primary admin:text-primary-foreground admin:hover:bg-primary/90',
  outline:
    'admin:border admin:border-input admin:bg-card admin:text-foreground admin:hover:bg-accent admin:hover:text-accent-foreground',
  destructive:
    'admin:bg-destructive admin:text-destructive-foreground admin:hover:bg-destructive/90',
  // A destructive step beside a primary one (cancelling an order): red, but not the loudest.
  'destructive-outline':
    'admin:border admin:border-destructive/60 admin:bg-card admin:text-destructive admin:hover:bg-destructive/10',
  ghost: 'admin:text-muted-foreground admin:hover:bg-accent admin:hover:text-accent-foreground',
};

export function buttonClass(tone: ButtonTone = 'primary', extra = ''): string {
  return `${buttonBaseClass} ${buttonToneClasses[tone]} ${extra}`.trim();
}

/**
 * Added to a button whose label may be longer than a phone's width (Polish): it wraps onto a
 * second line and grows, instead of pushing the page sideways.
 */
export const wrappingButtonClass =
  'admin:h-auto! admin:min-h-10 admin:max-w-full admin:py-2 admin:whitespace-normal! admin:text-center';

export const cardClass =
  'admin:rounded-xl admin:border admin:border-border admin:bg-card admin:text-card-foreground admin:shadow-sm';
