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

function readNamespace(language: string, file: string): unknown {
  const [directory = '', name = ''] = file.split('|');
  return JSON.parse(readFileSync(path.join(process.cwd(), directory, language, name), 'utf8'));
}

// Every namespace found in any language folder, so a new namespace (calculator.json, ...) is
// covered the moment it is added. Each is named 'folder|file'.
const namespacePaths = [
  ...new Set(
    i18nDirectories.flatMap((directory) =>
      languages.flatMap((language) =>
        readdirSync(path.join(process.cwd(), directory, language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => `${directory}|${file}`),
      ),
    ),
  ),
].sort();
const namespaceFiles = namespacePaths.map((file) => file.split('|')[1] ?? file);

describe('translation resources', () => {
  it('has the common namespace and every remote namespace, each in one place', () => {
    expect(namespaceFiles).toEqual(
      expect.arrayContaining(['admin.json', 'common.json', 'configurator.json', 'shop.json']),
    );
    expect(new Set(namespaceFiles).size).toBe(namespaceFiles.length);
  });

  it.each(namespacePaths)('%s has the same keys in German, English and Polish', (file) => {
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

  it.each(namespacePaths)('%s has no empty text in any language', (file) => {
    for (const language of languages) {
      const texts = JSON.stringify(readNamespace(language, file));
      expect(texts).not.toMatch(/:""/);
    }
  });
});
