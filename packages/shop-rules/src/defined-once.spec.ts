import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

// Every business rule is defined in this package and nowhere else: a second definition of one of
// its names in the source of a service, a remote or another package is a copy that can drift.
const repoRoot = process.cwd();
const rulesSource = path.join(repoRoot, 'packages/shop-rules/src');
const sourceRoots = [
  'gateway',
  'services',
  'packages',
  'shell',
  'mf-admin',
  'mf-calculator',
  'mf-configurator',
  'mf-shop',
];
const skippedFolders = new Set(['node_modules', 'dist', 'e2e', 'test-corpus', 'testing']);
const isSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.(spec|e2e-spec|test-support)\.tsx?$/.test(file);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceFiles(entryPath);
    return isSource(entry.name) ? [entryPath] : [];
  });
}

const ruleFiles = sourceFiles(rulesSource);
const ruleNames = [
  ...new Set(
    ruleFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^export (?:function|const) (\w+)/gm)].map(
        (match) => match[1] ?? '',
      ),
    ),
  ),
].sort();
const otherFiles = sourceRoots
  .flatMap((root) => sourceFiles(path.join(repoRoot, root)))
  .filter((file) => !file.startsWith(rulesSource + path.sep));

describe('the business rules', () => {
  it('are found: the prices, totals, defaults and limits this package exports', () => {
    expect(ruleNames).toEqual(
      expect.arrayContaining([
        'calculateSheetPrice',
        'priceDesignedPart',
        'priceLaserQuote',
        'pricePerPiece',
        'tieredLinePrice',
        'computeOrderTotals',
        'summarizeCart',
        'isOrderableLine',
        'DEFAULT_HOLE_COST_EUR',
        'DEFAULT_MIN_HOLE_FACTOR',
        'DEFAULT_MAX_SHEET_WIDTH_MM',
        'MINIMUM_ORDER_VALUE_CENTS',
      ]),
    );
    expect(otherFiles.length).toBeGreaterThan(100);
  });

  it('are each defined once, here, and nowhere else in the source', () => {
    const definition = new RegExp(
      `\\b(?:function|const|let|var|class)\\s+(${ruleNames.join('|')})\\b`,
      'g',
    );
    const copies = otherFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(definition)].map(
        (match) => `${path.relative(repoRoot, file)}: ${match[1]}`,
      ),
    );
    expect(copies).toEqual([]);
  });
});
