import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemotePageSkeleton } from './remote-page-skeleton';
import type { RemotePageId } from './remote-page-id';

/** Lazy components are kept per page so navigating back does not load the remote again. */
const pageCache = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();

function pageFor(id: RemotePageId, fresh = false) {
  let page = pageCache.get(id);
  if (!page || fresh) {
    page = lazyRemotePage(id);
    pageCache.set(id, page);
  }
  return page;
}

interface RemotePageProps {
  id: RemotePageId;
  /** Loads the page component; replaceable in tests. */
  load?: (id: RemotePageId, fresh: boolean) => ComponentType;
}

/** A remote's page with a skeleton while loading and a retry card if loading fails. */
export function RemotePage({ id, load = pageFor }: RemotePageProps) {
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
