import { type ComponentPropsWithoutRef, type ElementType } from 'react';
import { classNames } from './class-names.js';

/** The elements a card can be: a plain box, a section with a heading, a list item or a form. */
export type CardElement = 'div' | 'section' | 'article' | 'aside' | 'li' | 'form';

export type CardProps<Element extends CardElement = 'div'> = {
  /** The element the card is; a `div` when not given. */
  as?: Element;
} & ComponentPropsWithoutRef<Element>;

/**
 * A rounded, bordered surface on the page's background. It sets no padding: `className` adds
 * the padding and placement of its use.
 */
export function Card<Element extends CardElement = 'div'>({
  as,
  className,
  ...props
}: CardProps<Element>) {
  const Surface: ElementType = as ?? 'div';
  // The props belong to the element chosen by `as`; TypeScript cannot follow that choice here.
  const elementProps = props as Record<string, unknown>;
  return (
    <Surface
      className={classNames(
        'rounded-card border border-border bg-card text-card-foreground shadow-sm',
        className,
      )}
      {...elementProps}
    />
  );
}
