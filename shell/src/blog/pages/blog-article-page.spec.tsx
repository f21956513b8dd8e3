import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { BlogPost } from '@shop/contracts';
import { changeLanguage, commonResources, initI18n } from '@shop/ui';
import { notFoundBody, renderBlogRoute, stubFetch } from '../testing/render-blog-route';

beforeAll(async () => {
  await initI18n(commonResources);
  // jsdom does not scroll; the page's scroll-to-top on a new article is a no-op here.
  window.scrollTo = () => undefined;
});

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('de'));
});

const post: BlogPost = {
  slug: 'edelstahl-304-oder-316',
  title: 'Edelstahl 304 oder 316?',
  excerpt: 'Wann sich der Aufpreis für 316 lohnt.',
  createdAt: '2026-02-20T09:00:00.000Z',
  language: 'de',
  content:
    '<p>Beide Sorten sind austenitisch.</p><h2>Chloride</h2><ul><li>Meerwasser</li><li>Streusalz</li></ul>',
  metaDescription: 'Edelstahl 1.4301 und 1.4401 im Vergleich: Korrosion, Preis, Einsatz.',
  metaKeywords: 'Edelstahl 304, Edelstahl 316, V2A, V4A',
};

const headContent = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

describe('blog article page', () => {
  it("shows the post's title, date, body and the three buttons", async () => {
    const paths = stubFetch(() => ({ status: 200, body: post }));
    renderBlogRoute('/blog/edelstahl-304-oder-316');

    expect(screen.getByRole('status').textContent).toContain('Artikel wird geladen');
    const article = await screen.findByRole('article');
    expect(screen.getByRole('heading', { level: 1, name: 'Edelstahl 304 oder 316?' })).toBeTruthy();
    expect(screen.getByText('20. Februar 2026')).toBeTruthy();
    expect(screen.getByText('Beide Sorten sind austenitisch.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Chloride' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Meerwasser',
      'Streusalz',
    ]);
    expect(article.getAttribute('lang')).toBe('de');
    expect(screen.getByRole('link', { name: /Zurück zum Blog/ }).getAttribute('href')).toBe(
      '/blog',
    );
    expect(screen.getByRole('link', { name: 'Alle Artikel' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: 'Zum Rechner' }).getAttribute('href')).toBe('/');
    expect(paths).toEqual(['/api/blog/edelstahl-304-oder-316?lang=de']);
  });

  it('follows a link to another shop page inside the router', async () => {
    stubFetch(() => ({
      status: 200,
      body: { ...post, content: '<p>Zum <a href="/">Preisrechner</a>.</p>' },
    }));
    renderBlogRoute('/blog/edelstahl-304-oder-316');

    fireEvent.click(await screen.findByRole('link', { name: 'Preisrechner' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Rechner' })).toBeTruthy();
  });

  it('lets the keyboard reach a table, which scrolls sideways on a phone', async () => {
    stubFetch(() => ({
      status: 200,
      body: {
        ...post,
        content:
          '<p>Richtwerte:</p><table><thead><tr><th>Blechdicke</th><th>Kleinstes Loch</th></tr></thead>' +
          '<tbody><tr><td>3 mm</td><td>3 mm</td></tr></tbody></table>',
      },
    }));
    renderBlogRoute('/blog/edelstahl-304-oder-316');

    const table = await screen.findByRole('table');
    table.focus();

    expect(document.activeElement).toBe(table);
    expect(screen.getByRole('columnheader', { name: 'Kleinstes Loch' })).toBeTruthy();
  });

  it('gives the page its own title, description, keywords, social tags and canonical address', async () => {
    stubFetch(() => ({ status: 200, body: post }));
    renderBlogRoute('/blog/edelstahl-304-oder-316');
    await screen.findByRole('article');

    await waitFor(() => expect(document.title).toBe('Edelstahl 304 oder 316? | Bleche Blog'));
    expect(headContent('meta[name="description"]')).toBe(post.metaDescription);
    expect(headContent('meta[name="keywords"]')).toBe(post.metaKeywords);
    expect(headContent('meta[property="og:title"]')).toBe('Edelstahl 304 oder 316? | Bleche Blog');
    expect(headContent('meta[property="og:description"]')).toBe(post.metaDescription);
    expect(headContent('meta[property="og:type"]')).toBe('article');
    expect(headContent('meta[property="article:published_time"]')).toBe(post.createdAt);
    expect(headContent('meta[property="og:url"]')).toBe(
      'http://localhost/blog/edelstahl-304-oder-316',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/blog/edelstahl-304-oder-316',
    );
  });

  it('says "Artikel nicht gefunden" for an unknown slug, without a retry', async () => {
    stubFetch(() => ({ status: 404, body: notFoundBody }));
    renderBlogRoute('/blog/gibt-es-nicht');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artikel nicht gefunden' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Entschuldigung, wir können den gesuchten Artikel nicht finden.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zum Rechner' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Artikel nicht gefunden | Bleche'));
    expect(headContent('meta[property="og:type"]')).toBe('website');
  });

  it('does not ask the server for a slug that cannot exist', async () => {
    const paths = stubFetch(() => ({ status: 200, body: post }));
    renderBlogRoute('/blog/Kein%20Slug');

    expect(screen.getByRole('heading', { level: 1, name: 'Artikel nicht gefunden' })).toBeTruthy();
    expect(paths).toEqual([]);
  });

  it('says "Artikel nicht gefunden" when the service is down, and retrying shows the post', async () => {
    let serviceUp = false;
    stubFetch(() =>
      serviceUp
        ? { status: 200, body: post }
        : { status: 503, body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' } },
    );
    renderBlogRoute('/blog/edelstahl-304-oder-316');

    await screen.findByRole('heading', { level: 1, name: 'Artikel nicht gefunden' });
    serviceUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edelstahl 304 oder 316?' }),
    ).toBeTruthy();
  });

  it('shows the English version after a language switch, and notes a post that is only German', async () => {
    const paths = stubFetch((path) => {
      if (path === '/api/blog/edelstahl-304-oder-316?lang=en') {
        return {
          status: 200,
          body: { ...post, title: 'Stainless 304 or 316?', language: 'en' },
        };
      }
      return { status: 200, body: post };
    });
    renderBlogRoute('/blog/edelstahl-304-oder-316');
    await screen.findByRole('heading', { level: 1, name: 'Edelstahl 304 oder 316?' });

    await act(() => changeLanguage('en'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stainless 304 or 316?' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All articles' })).toBeTruthy();
    expect(screen.queryByText('This article is only available in German.')).toBeNull();

    await act(() => changeLanguage('pl'));
    expect(await screen.findByText('Ten artykuł jest dostępny tylko po niemiecku.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Edelstahl 304 oder 316?' })).toBeTruthy();
    expect(screen.getByText('20 lutego 2026')).toBeTruthy();
    expect(paths).toEqual([
      '/api/blog/edelstahl-304-oder-316?lang=de',
      '/api/blog/edelstahl-304-oder-316?lang=en',
      '/api/blog/edelstahl-304-oder-316?lang=pl',
    ]);
  });
});
