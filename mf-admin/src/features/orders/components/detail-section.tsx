import { useId, type ReactNode } from 'react';
import { Card } from '@shop/ui';

interface DetailSectionProps {
  title: string;
  children: ReactNode;
  className?: string;
}

/** A card of the order page, a region named by its heading. */
export function DetailSection({ title, children, className = '' }: DetailSectionProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={`admin:p-4 admin:sm:p-6 ${className}`}>
      <h2 id={titleId} className="admin:text-base admin:font-semibold admin:tracking-tight">
        {title}
      </h2>
      <div className="admin:mt-4">{children}</div>
    </Card>
  );
}

/** A term and its value in a card's definition list. */
export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="admin:text-muted-foreground">{term}</dt>
      <dd className="admin:min-w-0 admin:break-words">{children}</dd>
    </>
  );
}

export const detailListClass =
  'admin:grid admin:grid-cols-[minmax(0,auto)_1fr] admin:gap-x-4 admin:gap-y-2 admin:text-sm';
