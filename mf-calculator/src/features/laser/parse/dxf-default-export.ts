import * as dxfPackage from 'dxf';

// part-geometry's read-dxf uses `import dxf from 'dxf'`. Node gives a CommonJS module's exports as
// its default, but webpack honours the package's __esModule flag and finds no default, so every
// file read as 'malformed' in the browser. Until read-dxf imports `parseString` by name, give the
// bundled module the default Node would (webpack's namespace here is the mutable exports object).
const dxfExports = dxfPackage as unknown as Record<string, unknown>;
if (dxfExports.default === undefined) dxfExports.default = dxfExports;
