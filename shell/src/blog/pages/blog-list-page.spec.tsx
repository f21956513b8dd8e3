import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { BlogPostListItem } from '@shop/contracts';
import { changeLanguage, commonResources, initI18n } from '@shop/ui';
import { renderBlogRoute, stubFetch, type StubResponse } from '../testing/render-blog-route';

beforeAll(async () => {
  await initI18n(commonResources);
});

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('de'));
});

const germanPosts: BlogPostListItem[] = [
  {
    slug: 's235-oder-s355',
    title: 'S235 oder S355: welcher Baustahl passt?',
    excerpt: 'Streckgrenze, Schweißbarkeit und Preis im Vergleich.',
    createdAt: '2026-03-14T08:00:00.000Z',
    language: 'de',
  },
  {
    slug: 'dxf-fuer-den-laserschnitt',
    title: 'DXF für den Laserschnitt vorbereiten',
    excerpt: 'Geschlossene Konturen, Millimeter und keine Texte.',
    createdAt: '2026-01-05T08:00:00.000Z',
    language: 'de',
  },
];

const englishPosts: BlogPostListItem[] = [
  {
    ...germanPosts[0]!,
    title: 'S235 or S355: which structural steel fits?',
    excerpt: 'Yield strength, weldability and price compared.',
    language: 'en',
  },
];

/** A request that stays open until the test settles it. */
function pendingAnswer() {
  let settle!: (response: StubResponse) => void;
  const promise = new Promise<StubResponse>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('blog list page', () => {
  it('shows the title and three placeholder cards while the posts load', async () => {
    const answer = pendingAnswer();
    stubFetch(() => answer.promise);
    renderBlogRoute('/blog');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Blog - Wissen über Blechbearbeitung' }),
    ).toBeTruthy();
    const loading = screen.getByRole('status');
    expect(loading.textContent).toContain('Artikel werden geladen');
    expect(within(loading).getAllByTestId('blog-post-card-skeleton')).toHaveLength(3);

    answer.settle({ status: 200, body: germanPosts });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a card per post with title, German long date, excerpt and "Mehr lesen"', async () => {
    const paths = stubFetch(() => ({ status: 200, body: germanPosts }));
    renderBlogRoute('/blog');

    const list = await screen.findByRole('list', { name: 'Artikel' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const card = screen.getByRole('article', { name: 'S235 oder S355: welcher Baustahl passt?' });
    expect(within(card).getByText('14. März 2026').getAttribute('datetime')).toBe(
      '2026-03-14T08:00:00.000Z',
    );
    expect(
      within(card).getByText('Streckgrenze, Schweißbarkeit und Preis im Vergleich.'),
    ).toBeTruthy();
    const readMore = within(card).getByRole('link', {
      name: 'Mehr lesen: S235 oder S355: welcher Baustahl passt?',
    });
    expect(readMore.textContent).toContain('Mehr lesen');
    expect(readMore.getAttribute('href')).toBe('/blog/s235-oder-s355');
    expect(screen.getByText('5. Januar 2026')).toBeTruthy();
    expect(paths).toEqual(['/api/blog?lang=de']);
  });

  it('says "Keine Artikel zum Anzeigen" when there are no posts', async () => {
    stubFetch(() => ({ status: 200, body: [] }));
    renderBlogRoute('/blog');

    expect(await screen.findByText('Keine Artikel zum Anzeigen')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Artikel' })).toBeNull();
  });

  it('says the posts could not be loaded and loads them on retry', async () => {
    let serviceUp = false;
    stubFetch(() =>
      serviceUp
        ? { status: 200, body: germanPosts }
        : { status: 503, body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' } },
    );
    renderBlogRoute('/blog');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Artikel konnten nicht geladen werden');

    serviceUp = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));

    expect(
      await screen.findByRole('article', { name: 'S235 oder S355: welcher Baustahl passt?' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the posts again in the new language after a language switch', async () => {
    const paths = stubFetch((path) => ({
      status: 200,
      body: path.endsWith('lang=en') ? englishPosts : germanPosts,
    }));
    renderBlogRoute('/blog');
    await screen.findByRole('article', { name: 'S235 oder S355: welcher Baustahl passt?' });

    await act(() => changeLanguage('en'));

    const card = await screen.findByRole('article', {
      name: 'S235 or S355: which structural steel fits?',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Blog - Knowledge about sheet metal working' }),
    ).toBeTruthy();
    // jsdom's browser prefers en-US.
    expect(within(card).getByText('March 14, 2026')).toBeTruthy();
    expect(
      within(card).getByRole('link', {
        name: 'Read more: S235 or S355: which structural steel fits?',
      }),
    ).toBeTruthy();
    expect(paths).toEqual(['/api/blog?lang=de', '/api/blog?lang=en']);
  });
});
