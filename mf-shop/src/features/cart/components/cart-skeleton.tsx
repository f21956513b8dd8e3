import { Card, Skeleton } from '@shop/ui';

/** Placeholder in the page's shape while the cart loads. */
export function CartSkeleton() {
  return (
    <div className="shop:mt-8 shop:grid shop:gap-6 shop:lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card className="shop:space-y-6 shop:p-6">
        {[0, 1].map((row) => (
          <div key={row} className="shop:flex shop:gap-4">
            <Skeleton className="shop:size-16" />
            <div className="shop:flex-1 shop:space-y-2">
              <Skeleton className="shop:h-4 shop:w-1/2" />
              <Skeleton className="shop:h-3 shop:w-1/3" />
              <Skeleton className="shop:h-8 shop:w-32" />
            </div>
          </div>
        ))}
      </Card>
      <Card className="shop:space-y-3 shop:p-6">
        <Skeleton className="shop:h-5 shop:w-1/2" />
        <Skeleton className="shop:h-4" />
        <Skeleton className="shop:h-4" />
        <Skeleton className="shop:h-10" />
      </Card>
    </div>
  );
}
