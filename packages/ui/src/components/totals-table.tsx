import type { ReactNode } from 'react';
import { useLocaleFormats } from '../i18n/locale-formats.js';
import { classNames } from './class-names.js';

export interface TotalsRow {
  /** Tells the rows apart (React's key). */
  key: string;
  label: ReactNode;
  /** EUR, as a number or the contracts' decimal string ('18.05'). */
  amount: string | number;
  /** A sum of the rows above it (the net total): a rule above it, in bold. */
  sum?: boolean;
}

/** `compact` for a detail page's dense columns; `relaxed` for the cart's roomier summary. */
export type TotalsSpacing = 'compact' | 'relaxed';

/** How the total stands out: `large` in the shop's colour (what a customer pays), or `plain` bold. */
export type TotalEmphasis = 'large' | 'plain';

export interface TotalsTableProps {
  /** The rows from the first sum down; the last one is the total and stands out. */
  rows: readonly TotalsRow[];
  /**
   * Stands in for the last rows while they cannot be shown (loading, or failed with a retry): a
   * row across both columns after the others; no row stands out as the total meanwhile.
   */
  pending?: ReactNode;
  spacing?: TotalsSpacing;
  emphasis?: TotalEmphasis;
  /** Placement only (margins). */
  className?: string;
}

// Full class names (never built from parts), so the shell's Tailwind build finds every one.
const cellClasses: Record<
  TotalsSpacing,
  Record<'plain' | 'sum', { label: string; amount: string }>
> = {
  compact: {
    plain: { label: 'py-1 font-normal text-muted-foreground', amount: 'py-1' },
    sum: { label: 'pt-2 pb-1 font-semibold', amount: 'pt-2 pb-1 font-semibold' },
  },
  relaxed: {
    plain: { label: 'py-1.5 font-normal text-muted-foreground', amount: 'py-1.5' },
    sum: { label: 'pt-3 pb-1.5 font-semibold', amount: 'pt-3 pb-1.5 font-semibold' },
  },
};

const totalClasses: Record<TotalEmphasis, { label: string; amount: string }> = {
  large: {
    label: 'pt-3 text-base font-semibold',
    amount: 'pt-3 text-2xl font-bold text-primary',
  },
  plain: {
    label: 'pt-2 pb-1 text-base font-semibold',
    amount: 'pt-2 pb-1 text-base font-semibold',
  },
};

/**
 * Amounts under each other with what they are: the goods, surcharges, shipping, net, VAT and the
 * gross total, as the cart, the checkout and an order show them. Each label is its row's header,
 * so a screen reader names the amount it reads.
 */
export function TotalsTable({
  rows,
  pending,
  spacing = 'compact',
  emphasis = 'large',
  className,
}: TotalsTableProps) {
  const formats = useLocaleFormats();
  const lastIndex = pending === undefined ? rows.length - 1 : -1;
  return (
    <table className={classNames('w-full border-collapse text-sm', className)}>
      <tbody>
        {rows.map((row, index) => {
          const look =
            index === lastIndex
              ? totalClasses[emphasis]
              : cellClasses[spacing][row.sum ? 'sum' : 'plain'];
          return (
            <tr
              key={row.key}
              className={row.sum || index === lastIndex ? 'border-t border-border' : undefined}
            >
              <th scope="row" className={classNames('pr-4 text-left', look.label)}>
                {row.label}
              </th>
              <td className={classNames('text-right whitespace-nowrap tabular-nums', look.amount)}>
                {formats.money(row.amount)}
              </td>
            </tr>
          );
        })}
        {pending !== undefined && (
          <tr>
            <td colSpan={2} className="pt-2">
              {pending}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
