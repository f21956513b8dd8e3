import { jest } from '@jest/globals';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * sanitize-html is CommonJS and `require`s htmlparser2, which is ESM only. Node loads that
 * (require of ESM), Jest 30's own module loader does not: it throws "Must use import to load ES Module".
 * Tests therefore load htmlparser2 through Jest's ESM loader and hand it to sanitize-html's
 * `require` as a module registry entry. Call this, then import the code under test dynamically.
 * It is the very htmlparser2 that production runs, not a stand-in.
 */
export async function provideEsmHtmlParserToJest(): Promise<void> {
  const sanitizeHtmlMain = resolveFrom(import.meta.url, 'sanitize-html');
  const htmlParserPath = resolveFrom(pathToFileURL(sanitizeHtmlMain).href, 'htmlparser2');
  const htmlParser = (await import(pathToFileURL(htmlParserPath).href)) as Record<string, unknown>;
  jest.doMock(htmlParserPath, () => ({ ...htmlParser }));
}

/** The file `specifier` resolves to from the module at `parentUrl`. */
function resolveFrom(parentUrl: string, specifier: string): string {
  return createRequire(fileURLToPath(parentUrl)).resolve(specifier);
}
