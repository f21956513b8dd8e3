import { type ComponentPropsWithRef, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { classNames } from './class-names.js';
import { Spinner } from './spinner.js';

/**
 * How loud a button is. `destructive` deletes or cancels at once; `destructive-outline` is a
 * destructive step beside a primary one (cancelling an order): red, but not the loudest.
 * `removal-outline` and `removal-ghost` start a removal that a dialog confirms first: quiet at
 * rest, red under the pointer.
 */
export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'destructive'
  | 'destructive-outline'
  | 'removal-outline'
  | 'removal-ghost';

/**
 * A button is as tall as the form fields beside it: `md` (2.5rem) beside the dense fields, `lg`
 * (2.75rem, larger text) for a page's main action beside the large fields, `sm` (2.25rem) in a
 * toolbar, `xs` (2rem, small text) for a line's secondary actions in a dense list (a cart
 * line's downloads).
 */
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';

export interface ButtonLook {
  size?: ButtonSize;
  /**
   * Lets a long label (Polish, a phone's width) wrap onto more lines and the button grow, instead
   * of pushing the page sideways. The height is then a minimum.
   */
  wrap?: boolean;
  /** A square button that shows only an icon; it needs an `aria-label`. */
  iconOnly?: boolean;
}

// Full class names (never built from parts), so the shell's Tailwind build finds every one.
const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline:
    'border border-input bg-card text-foreground hover:bg-accent hover:text-accent-foreground',
  ghost: 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  'destructive-outline':
    'border border-destructive/60 bg-card text-destructive hover:bg-destructive/10',
  'removal-outline':
    'border border-input bg-card text-foreground hover:bg-accent hover:text-destructive',
  'removal-ghost': 'text-muted-foreground hover:bg-accent hover:text-destructive',
};

const sizeClasses: Record<ButtonSize, { fixed: string; wrapping: string; square: string }> = {
  xs: {
    fixed: 'h-8 px-3 text-xs whitespace-nowrap',
    wrapping: 'min-h-8 max-w-full px-3 py-1 text-center text-xs whitespace-normal',
    square: 'size-8 text-xs',
  },
  sm: {
    fixed: 'h-9 px-3 text-sm whitespace-nowrap',
    wrapping: 'min-h-9 max-w-full px-3 py-1.5 text-center text-sm whitespace-normal',
    square: 'size-9 text-sm',
  },
  md: {
    fixed: 'h-10 px-4 text-sm whitespace-nowrap',
    wrapping: 'min-h-10 max-w-full px-4 py-2 text-center text-sm whitespace-normal',
    square: 'size-10 text-sm',
  },
  lg: {
    fixed: 'h-11 px-6 text-base whitespace-nowrap',
    wrapping: 'min-h-11 max-w-full px-6 py-2.5 text-center text-base whitespace-normal',
    square: 'size-11 text-base',
  },
};

// `aria-disabled` greys a button that stays focusable, so a keyboard or screen reader user can
// still reach it and hear why it is not available now.
const baseClass =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/**
 * The classes of a button of `variant`, for a link that looks like one (`ButtonLink`) or a
 * control that must be something else; `extra` is placement only (margins, width, grid cells).
 */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  extra?: string,
  { size = 'md', wrap = false, iconOnly = false }: ButtonLook = {},
): string {
  const sizes = sizeClasses[size];
  return classNames(
    baseClass,
    iconOnly ? sizes.square : wrap ? sizes.wrapping : sizes.fixed,
    variantClasses[variant],
    extra,
  );
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLook {
  variant?: ButtonVariant;
  /** An icon before the label; the spinner takes its place while loading. */
  icon?: ReactNode;
  /**
   * Busy with what it started (a save, an upload): a spinner before the label, `aria-busy`, and
   * disabled against a second press. The label stays, so the button keeps its name.
   */
  loading?: boolean;
}

/** A button of the design system; `className` is for placement only. */
export function Button({
  variant = 'primary',
  size,
  wrap,
  iconOnly,
  icon,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      {...props}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, className, { size, wrap, iconOnly })}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonLook {
  variant?: ButtonVariant;
  /** An icon before the label. */
  icon?: ReactNode;
}

/** A link (to another page of the app) that looks like a button. */
export function ButtonLink({
  variant = 'primary',
  size,
  wrap,
  iconOnly,
  icon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link {...props} className={buttonClasses(variant, className, { size, wrap, iconOnly })}>
      {icon}
      {children}
    </Link>
  );
}
