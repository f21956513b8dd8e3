/**
 * The look of every form control. Full class names (never built from parts), so the shell's
 * Tailwind build, which scans this package, finds every one of them.
 */
export const fieldLabelClass = 'mb-1.5 block text-sm font-medium text-foreground';

/**
 * Heights of a control: `md` 2.5rem with small text from `sm` on (dense admin forms), `lg` 2.75rem
 * (the calculator's few large fields), `touch` 2.75rem on phones and 2.5rem from `sm` on (checkout).
 */
export type FieldSize = 'md' | 'lg' | 'touch';

const sizeClasses: Record<FieldSize, string> = {
  md: 'h-10 sm:text-sm',
  lg: 'h-11',
  touch: 'h-11 sm:h-10 sm:text-sm',
};

const inputBaseClass =
  'block w-full min-w-0 rounded-md border bg-background px-3 text-base text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-offset-1 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground';

/** The classes of an input, select or textarea; an invalid one has a red border and ring. */
export function inputClass(invalid: boolean, size: FieldSize = 'md', extra = ''): string {
  return `${inputBaseClass} ${sizeClasses[size]} ${
    invalid
      ? 'border-destructive focus-visible:ring-destructive'
      : 'border-input focus-visible:ring-ring'
  } ${extra}`.trim();
}

/** A textarea grows with its text instead of keeping an input's fixed height. */
export function textareaClass(invalid: boolean): string {
  return `${inputBaseClass} py-2 sm:text-sm ${
    invalid
      ? 'border-destructive focus-visible:ring-destructive'
      : 'border-input focus-visible:ring-ring'
  }`;
}
