import type { OrderStatus } from '@shop/contracts';
import { useAdminTranslation } from '../../../i18n/admin-translations';

/**
 * One hue per status, each with a light and a dark pair that keeps the label readable on the
 * card. Full class names, so Tailwind finds every one of them in this file.
 */
const statusClasses: Record<OrderStatus, { badge: string; dot: string }> = {
  new: {
    badge:
      'admin:bg-sky-100 admin:text-sky-800 admin:ring-sky-700/20 admin:dark:bg-sky-400/15 admin:dark:text-sky-200 admin:dark:ring-sky-300/25',
    dot: 'admin:bg-sky-600 admin:dark:bg-sky-300',
  },
  confirmed: {
    badge:
      'admin:bg-violet-100 admin:text-violet-800 admin:ring-violet-700/20 admin:dark:bg-violet-400/15 admin:dark:text-violet-200 admin:dark:ring-violet-300/25',
    dot: 'admin:bg-violet-600 admin:dark:bg-violet-300',
  },
  in_production: {
    badge:
      'admin:bg-amber-100 admin:text-amber-900 admin:ring-amber-700/25 admin:dark:bg-amber-400/15 admin:dark:text-amber-200 admin:dark:ring-amber-300/25',
    dot: 'admin:bg-amber-500 admin:dark:bg-amber-300',
  },
  shipped: {
    badge:
      'admin:bg-emerald-100 admin:text-emerald-800 admin:ring-emerald-700/20 admin:dark:bg-emerald-400/15 admin:dark:text-emerald-200 admin:dark:ring-emerald-300/25',
    dot: 'admin:bg-emerald-600 admin:dark:bg-emerald-300',
  },
  // Done and nothing left to do: grey, so the orders that still need work stand out.
  completed: {
    badge:
      'admin:bg-slate-100 admin:text-slate-700 admin:ring-slate-600/20 admin:dark:bg-slate-400/15 admin:dark:text-slate-200 admin:dark:ring-slate-300/25',
    dot: 'admin:bg-slate-500 admin:dark:bg-slate-300',
  },
  cancelled: {
    badge:
      'admin:bg-rose-100 admin:text-rose-800 admin:ring-rose-700/20 admin:dark:bg-rose-400/15 admin:dark:text-rose-200 admin:dark:ring-rose-300/25',
    dot: 'admin:bg-rose-600 admin:dark:bg-rose-300',
  },
};

/** An order's status as a coloured badge with its translated name ('In Fertigung'). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useAdminTranslation();
  const classes = statusClasses[status];
  return (
    <span
      className={`admin:inline-flex admin:items-center admin:gap-1.5 admin:rounded-full admin:px-2.5 admin:py-0.5 admin:text-xs admin:font-medium admin:whitespace-nowrap admin:ring-1 admin:ring-inset ${classes.badge}`}
    >
      <span aria-hidden="true" className={`admin:size-1.5 admin:rounded-full ${classes.dot}`} />
      {t(`orders.status.${status}`)}
    </span>
  );
}
