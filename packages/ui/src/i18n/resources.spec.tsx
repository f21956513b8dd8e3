import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { languages } from './languages';

// The shared texts live here; each remote keeps its own namespaces in its own src/i18n. Every
// folder is checked, so a namespace cannot miss a language wherever it lives.
const i18nDirectories = [
  'packages/ui',
  'mf-admin',
  'mf-calculator',
  'mf-configurator',
  'mf-shop',
].map((home) => `${home}/src/i18n`);

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** One namespace's texts: a file such as shop.json in each language folder of one i18n folder. */
interface Namespace {
  folder: string;
  file: string;
}

function readNamespace(language: string, { folder, file }: Namespace): unknown {
  return JSON.parse(readFileSync(path.join(process.cwd(), folder, language, file), 'utf8'));
}

// Every namespace found in any language folder, so a new namespace (calculator.json, ...) is
// covered the moment it is added, and one missing in a language fails.
const namespaces: Namespace[] = i18nDirectories.flatMap((folder) => {
  const files = new Set(
    languages.flatMap((language) =>
      readdirSync(path.join(process.cwd(), folder, language)).filter((file) =>
        file.endsWith('.json'),
      ),
    ),
  );
  return [...files].sort().map((file) => ({ folder, file }));
});
const namespaceFiles = namespaces.map(({ file }) => file);

describe('translation resources', () => {
  it('has the common namespace and every remote namespace, each in one place', () => {
    expect(namespaceFiles).toEqual(
      expect.arrayContaining(['admin.json', 'common.json', 'configurator.json', 'shop.json']),
    );
    expect(new Set(namespaceFiles).size).toBe(namespaceFiles.length);
  });

  it.each(namespaces)(
    '$folder/$file has the same keys in German, English and Polish',
    (namespace) => {
      const [german, ...others] = languages.map((language) => ({
        language,
        keys: keysOf(readNamespace(language, namespace)).sort(),
      }));
      for (const other of others) {
        expect({ language: other.language, keys: other.keys }).toEqual({
          language: other.language,
          keys: german?.keys,
        });
      }
    },
  );

  it.each(namespaces)('$folder/$file has no empty text in any language', (namespace) => {
    for (const language of languages) {
      const texts = JSON.stringify(readNamespace(language, namespace));
      expect(texts).not.toMatch(/:""/);
    }
  });
});
