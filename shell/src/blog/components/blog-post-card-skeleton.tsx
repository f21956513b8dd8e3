import { Card, Skeleton } from '@shop/ui';

/** A card's shape while the posts load: date, two title lines, excerpt, link. */
export function BlogPostCardSkeleton() {
  return (
    <Card data-testid="blog-post-card-skeleton" className="flex flex-col gap-3 p-6">
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-6 w-11/12" />
      <Skeleton className="h-6 w-2/3" />
      <div className="mt-2 space-y-2">
        <Skeleton className="h-4" />
        <Skeleton className="h-4" />
        <Skeleton className="h-4 w-3/4" />
      </div>
      <Skeleton className="mt-3 h-4 w-24" />
    </Card>
  );
}
