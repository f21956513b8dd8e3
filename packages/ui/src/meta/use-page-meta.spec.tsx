import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { usePageMeta, type PageMeta } from './use-page-meta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

describe('usePageMeta', () => {
  it('writes title, description, keywords, social tags and an absolute canonical address', () => {
    window.history.pushState({}, '', '/konfigurator');
    render(
      <Page
        title="Blechelemente entwerfen | Bleche"
        description="Blechteile entwerfen"
        keywords="Blech, DXF"
      />,
    );

    expect(document.title).toBe('Blechelemente entwerfen | Bleche');
    expect(content('meta[name="description"]')).toBe('Blechteile entwerfen');
    expect(content('meta[name="keywords"]')).toBe('Blech, DXF');
    expect(content('meta[property="og:title"]')).toBe('Blechelemente entwerfen | Bleche');
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:url"]')).toBe('http://localhost/konfigurator');
    expect(content('meta[name="twitter:card"]')).toBe('summary');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/konfigurator',
    );
  });

  it('keeps one tag per kind when pages change', () => {
    const { rerender } = render(<Page title="A" description="a" />);
    rerender(<Page title="B" description="b" />);

    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('b');
  });

  it('describes an article with its type, publication time and own canonical address', () => {
    window.history.pushState({}, '', '/blog');
    const { rerender } = render(
      <Page
        title="S235 oder S355? | Bleche Blog"
        description="Wann sich S355 lohnt"
        keywords="S235, S355"
        type="article"
        path="/blog/s235-oder-s355"
        publishedTime="2026-03-14T00:00:00.000Z"
      />,
    );

    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="article:published_time"]')).toBe('2026-03-14T00:00:00.000Z');
    expect(content('meta[property="og:url"]')).toBe('http://localhost/blog/s235-oder-s355');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/blog/s235-oder-s355',
    );

    rerender(<Page title="Blog" description="Artikel" />);
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(document.head.querySelector('meta[property="article:published_time"]')).toBeNull();
  });
});
