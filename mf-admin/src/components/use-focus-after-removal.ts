import { useEffect, useRef } from 'react';

/**
 * For a delete button whose own row or card disappears once the deletion succeeded: call the
 * returned function on success, and when the component unmounts, focus moves to the element with
 * `targetId` instead of being lost to the page's start. Deferred by a task, so the closing modal
 * dialog (which makes the rest of the page inert) is gone first.
 */
export function useFocusAfterRemoval(targetId: string): () => void {
  const removed = useRef(false);
  useEffect(
    () => () => {
      if (!removed.current) return;
      window.setTimeout(() => document.getElementById(targetId)?.focus());
    },
    [targetId],
  );
  return () => {
    removed.current = true;
  };
}
