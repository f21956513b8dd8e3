import { usePostDateFormat } from '../hooks/use-post-date';

/** A post's publication date, machine-readable in `dateTime` and written out for people. */
export function PostDate({ createdAt, className }: { createdAt: string; className?: string }) {
  const formatDate = usePostDateFormat();
  return (
    <time dateTime={createdAt} className={className}>
      {formatDate(createdAt)}
    </time>
  );
}
