import { useEffect } from 'react';
import { currentServerRender } from '../ssr/server-render.js';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  /** Open Graph type; 'website' unless a page is an article. */
  type?: 'website' | 'article';
  /** Path for the canonical and og:url; the current path when omitted. */
  path?: string;
  /** An article's publication time (ISO 8601), as `article:published_time`. */
  publishedTime?: string;
}

function setMetaTag(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function removeMetaTag(attribute: 'name' | 'property', key: string): void {
  document.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();
}

function setCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.appendChild(element);
  }
  element.href = href;
}

/** Writes the document head of a page: title, description, keywords, social tags, canonical. */
export function applyPageMeta(meta: PageMeta): void {
  const url = window.location.origin + (meta.path ?? window.location.pathname);
  document.title = meta.title;
  setMetaTag('name', 'description', meta.description);
  if (meta.keywords) setMetaTag('name', 'keywords', meta.keywords);
  setMetaTag('property', 'og:title', meta.title);
  setMetaTag('property', 'og:description', meta.description);
  setMetaTag('property', 'og:type', meta.type ?? 'website');
  setMetaTag('property', 'og:url', url);
  // The head outlives the page: an article's date must not stay on the next page.
  if (meta.type === 'article' && meta.publishedTime) {
    setMetaTag('property', 'article:published_time', meta.publishedTime);
  } else {
    removeMetaTag('property', 'article:published_time');
  }
  setMetaTag('name', 'twitter:card', 'summary');
  setMetaTag('name', 'twitter:title', meta.title);
  setMetaTag('name', 'twitter:description', meta.description);
  setCanonical(url);
}

/**
 * Sets the page's head while the calling component is shown. The shell sets defaults per route;
 * a remote page that calls this afterwards (it renders later in the tree) refines them.
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, keywords, type, path, publishedTime } = meta;
  // On the server effects never run: the render records the head for the HTML instead.
  const serverRender = currentServerRender();
  if (serverRender) serverRender.meta = { title, description, keywords, type, path, publishedTime };
  useEffect(() => {
    applyPageMeta({ title, description, keywords, type, path, publishedTime });
  }, [title, description, keywords, type, path, publishedTime]);
}
