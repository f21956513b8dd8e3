import { readFileSync } from 'node:fs';

/** Names a slim module re-exports (`export { a, b } from '...'`). */
function exportedNames(file) {
  const source = readFileSync(file, 'utf8');
  const block = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Set(
    block
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/**
 * Fails the build when code imports a name from a slimmed shared package (react-router, ...)
 * that its slim module does not re-export. Without this check the import would silently be
 * `undefined` at run time, because a shared module's exports are only known when it loads.
 */
export class SlimExportsCheckPlugin {
  /** @param {Record<string, { file: string }>} slimModules */
  constructor(slimModules) {
    this.slimModules = new Map(
      Object.entries(slimModules).map(([name, slim]) => [
        name,
        { file: slim.file, names: exportedNames(slim.file) },
      ]),
    );
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('SlimExportsCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SlimExportsCheckPlugin', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies ?? []) {
            const slim = this.slimModules.get(dependency.request);
            const name = dependency.ids?.[0];
            if (!slim || !name || slim.names.has(name)) continue;
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${module.readableIdentifier(compilation.requestShortener)} imports '${name}' from ` +
                  `'${dependency.request}', which the shared subset does not provide: add it to ` +
                  slim.file,
              ),
            );
          }
        }
      });
    });
  }
}
