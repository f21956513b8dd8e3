/**
 * The post's HTML. The content service sanitizes it when it stores the post and again when it
 * sends it (only a fixed set of text tags and safe link targets survive), so it is shown as is.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className="article-prose mt-8" dangerouslySetInnerHTML={{ __html: html }} />;
}
