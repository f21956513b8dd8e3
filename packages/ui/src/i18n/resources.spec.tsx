import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { languages } from './languages';

const i18nDirectory = path.join(process.cwd(), 'packages/ui/src/i18n');

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function readNamespace(language: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(i18nDirectory, language, file), 'utf8'));
}

// Every namespace found in any language folder, so a new namespace (calculator.json, ...) is
// covered the moment it is added.
const namespaceFiles = [
  ...new Set(
    languages.flatMap((language) =>
      readdirSync(path.join(i18nDirectory, language)).filter((file) => file.endsWith('.json')),
    ),
  ),
].sort();

describe('translation resources', () => {
  it('has the common namespace and every remote namespace', () => {
    expect(namespaceFiles).toEqual(
      expect.arrayContaining(['admin.json', 'common.json', 'configurator.json', 'shop.json']),
    );
  });

  it.each(namespaceFiles)('%s has the same keys in German, English and Polish', (file) => {
    const [german, ...others] = languages.map((language) => ({
      language,
      keys: keysOf(readNamespace(language, file)).sort(),
    }));
    for (const other of others) {
      expect({ language: other.language, keys: other.keys }).toEqual({
        language: other.language,
        keys: german?.keys,
      });
    }
  });

  it.each(namespaceFiles)('%s has no empty text in any language', (file) => {
    for (const language of languages) {
      const texts = JSON.stringify(readNamespace(language, file));
      expect(texts).not.toMatch(/:""/);
    }
  });
});
