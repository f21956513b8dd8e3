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
});
