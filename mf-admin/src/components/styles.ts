import { inputClass as sharedInputClass } from '@shop/ui';

// Labels and inputs look like every remote's (the product form reads them from here).
export { fieldLabelClass as labelClass } from '@shop/ui';

/** The admin's controls are the dense size of the shared form controls. */
export function inputClass(invalid: boolean): string {
  return sharedInputClass(invalid, 'md');
}

/**
 * The look of the admin remote's buttons and cards. Full class names (never built from parts), so
 * Tailwind finds every one of them in this file.
 */
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
