import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';

/**
 * A wide table scrolls sideways inside itself on a phone (article-prose.css), so it takes the
 * keyboard focus: there the arrow keys scroll it, and a screen reader announces the table it
 * landed on. The content service's sanitizer lets a '<' through only as the start of a tag, so
 * every `<table` in the HTML opens a table.
 */
function withFocusableTables(html: string): string {
  return html.replace(/<table(?=[\s>])/g, '<table tabindex="0"');
}

/**
 * The post's HTML. The content service sanitizes it when it stores the post and again when it
 * sends it (only a fixed set of text tags and safe link targets survive), so it is shown as it
 * comes, its tables made focusable.
 * Links to the shop's own pages (the calculator, another article) go through the router, so
 * following one does not reload the whole app.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const shownHtml = useMemo(() => withFocusableTables(html), [html]);
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const link = (event.target as Element).closest('a');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  return (
    // Only clicks on the links inside are handled (Enter on a focused link is a click too).
    <div
      className="article-prose mt-8"
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: shownHtml }}
    />
  );
}
