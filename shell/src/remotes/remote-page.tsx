import { Suspense, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemotePageSkeleton } from './remote-page-skeleton';
import type { RemotePageId } from './remote-page-id';

/** Gives the (lazy) component of a page; `fresh` asks for a new load after a failure. */
export type RemotePageLoader = (id: RemotePageId, fresh: boolean) => ComponentType;

interface RemotePageProps {
  id: RemotePageId;
  load: RemotePageLoader;
}

/** A remote's page with a skeleton while loading and a retry card if loading fails. */
export function RemotePage({ id, load }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = load(id, false);
  return (
    <RemoteErrorBoundary
      key={`${id}:${attempt}`}
      onRetry={() => {
        load(id, true);
        setAttempt((count) => count + 1);
      }}
      fallback={(retry) => <RemoteFallback onRetry={retry} />}
    >
      <Suspense fallback={<RemotePageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
