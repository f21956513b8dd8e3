import { describe, expect, it } from '@jest/globals';
import { provideEsmHtmlParserToJest } from '../../test-support/esm-html-parser.js';

await provideEsmHtmlParserToJest();
const { sanitizePostHtml } = await import('./sanitize-post-html.js');

describe('sanitizePostHtml', () => {
  it('removes a script with its content and an img with an onerror handler', () => {
    const html =
      '<p>Vorher</p><script>alert(document.cookie)</script><img src=x onerror=alert(1)><p>Nachher</p>';
    expect(sanitizePostHtml(html)).toBe('<p>Vorher</p><p>Nachher</p>');
  });

  it('keeps the allowed structure as it is', () => {
    const html =
      '<h2>Titel</h2><h3>Teil</h3><h4>Punkt</h4><p>Text mit <strong>fett</strong> und <em>kursiv</em>.</p>' +
      '<ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote><p>Zitat</p></blockquote>' +
      '<pre><code>G-Code</code></pre>' +
      '<table><caption>Dicken</caption><thead><tr><th scope="col">mm</th></tr></thead>' +
      '<tbody><tr><td colspan="2">3</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('drops every on* attribute, style and class, keeping the element and its text', () => {
    expect(
      sanitizePostHtml(
        '<p onclick="alert(1)" style="color:red" class="x" onmouseover="steal()">Hallo</p>',
      ),
    ).toBe('<p>Hallo</p>');
  });

  it('drops style elements with their rules and unknown tags but keeps their text', () => {
    expect(sanitizePostHtml('<style>p{display:none}</style><div><span>Text</span></div>')).toBe(
      'Text',
    );
    expect(sanitizePostHtml('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
  });

  it('keeps http(s), mailto and relative links and marks them noopener noreferrer', () => {
    expect(sanitizePostHtml('<a href="https://example.com/x" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:info@example.com">Mail</a>')).toBe(
      '<a href="mailto:info@example.com" rel="noopener noreferrer">Mail</a>',
    );
    expect(sanitizePostHtml('<a href="/laserschnitt-rechner" rel="nofollow">Rechner</a>')).toBe(
      '<a href="/laserschnitt-rechner" rel="noopener noreferrer">Rechner</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/path',
  ])('removes the link address %j', (href) => {
    expect(sanitizePostHtml(`<a href="${href}">Klick</a>`)).toBe(
      '<a rel="noopener noreferrer">Klick</a>',
    );
  });

  it('turns h1, b and i into h2, strong and em', () => {
    expect(sanitizePostHtml('<h1>T</h1><p><b>f</b><i>k</i></p>')).toBe(
      '<h2>T</h2><p><strong>f</strong><em>k</em></p>',
    );
  });

  it('escapes text that only looks like markup after decoding', () => {
    expect(sanitizePostHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('gives the same result when run twice', () => {
    const html = '<p>a <a href="https://x.example" onclick="y()">b</a></p><img src=x>';
    const once = sanitizePostHtml(html);
    expect(sanitizePostHtml(once)).toBe(once);
  });
});
