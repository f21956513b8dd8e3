import { describe, expect, it, beforeEach } from '@jest/globals';
import { pageScriptsElementId, preloadPageScripts, shellScriptsElementId } from './page-scripts';

function dataBlock(id: string, text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  document.head.append(element);
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

describe('preloadPageScripts', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("preloads the page's remote scripts first, then the shell's chunks", () => {
    dataBlock(shellScriptsElementId, '["/97.a.js","/64.b.js"]');
    dataBlock(pageScriptsElementId, '["/remotes/calculator/remoteEntry.js"]');
    preloadPageScripts();
    expect(preloaded()).toEqual([
      ['script', '/remotes/calculator/remoteEntry.js'],
      ['script', '/97.a.js'],
      ['script', '/64.b.js'],
    ]);
  });

  it('preloads nothing for a page without lists or with a damaged one', () => {
    dataBlock(shellScriptsElementId, '{not json');
    dataBlock(pageScriptsElementId, '{"a":1}');
    preloadPageScripts();
    expect(preloaded()).toEqual([]);
  });
});
