// `node scripts/compare-part-prices.js` (after `npx tsc -b packages/part-geometry`): prices each
// configurator base shape and hole pattern twice, once by the configurator's rule (priceDesign)
// and once by the laser calculator's rule (priceLaserQuote on what readDxf reads from the
// configurator's own DXF, writeDesignDxf), and prints both breakdowns and their difference.
// Prices are the seed's Stahl S235, 2 mm row and the seed hole cost (seed-data.ts); pass
// --price-per-m2, --cutting, --hole to try others. Not a test: it prints, it asserts nothing,
// but it exits 1 when a DXF the configurator wrote does not read.
import { defaultDesignParameters, priceDesign, readDxf, writeDesignDxf } from '@shop/part-geometry';
import { DEFAULT_HOLE_COST_EUR, priceLaserQuote } from '@shop/shop-rules';

/** services/pricing/src/database/seed-data.ts: steel_s235 at 2 mm, and the hole_cost setting. */
const SEED_S235_2MM = { pricePerM2: 19.6, cuttingLineCost: 0.75, holeCost: DEFAULT_HOLE_COST_EUR };

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const prices = {
  pricePerM2: option('price-per-m2', SEED_S235_2MM.pricePerM2),
  cuttingLineCost: option('cutting', SEED_S235_2MM.cuttingLineCost),
  holeCost: option('hole', SEED_S235_2MM.holeCost),
};

/** A default design with `change` applied to it. */
function design(change) {
  const parameters = defaultDesignParameters();
  change(parameters);
  return parameters;
}

const withHoles =
  (pattern, extra = {}) =>
  (parameters) => {
    parameters.holes = { ...parameters.holes, pattern, ...extra };
  };

const shapes = ['rectangle', 'circle', 'washer', 'flat-connector', 'custom-geometry'];
const patterns = [
  ['none', withHoles('none')],
  ['corners', withHoles('corners')],
  ['corners+centre', withHoles('corners', { includeCenter: true })],
  ['grid 3x3', withHoles('grid', { spacingX: 20, spacingY: 20 })],
  [
    'custom 2',
    (parameters) => {
      // Two holes 30 mm left and right of the centre, inside the part (and outside a washer's
      // inner circle): positions are drawing coordinates, the centre at half the width and height
      // (half the diameter for a circle or washer).
      const round = parameters.baseShape === 'circle' || parameters.baseShape === 'washer';
      const cx = round ? parameters.dimensions.diameter / 2 : parameters.dimensions.width / 2;
      const cy = round ? parameters.dimensions.diameter / 2 : parameters.dimensions.height / 2;
      withHoles('custom', {
        positions: [
          { x: cx - 30, y: cy },
          { x: cx + 30, y: cy },
        ],
      })(parameters);
    },
  ],
];

const cases = [
  [
    '100x50 rect, 1 hole Ø10',
    design((parameters) => {
      parameters.dimensions.width = 100;
      parameters.dimensions.height = 50;
      parameters.holes = { ...parameters.holes, pattern: 'custom', diameter: 10, positions: [] };
      parameters.holes.includeCenter = true;
    }),
  ],
];
for (const shape of shapes) {
  for (const [name, apply] of patterns) {
    cases.push([
      `${shape}, ${name}`,
      design((parameters) => {
        parameters.baseShape = shape;
        apply(parameters);
      }),
    ]);
  }
}
cases.push([
  'rectangle rounded r10, none',
  design((parameters) => {
    parameters.features.roundedCorners = true;
  }),
]);

const money = (value) => value.toFixed(2);
const rows = [];
let unreadable = 0;
for (const [name, parameters] of cases) {
  const configurator = priceDesign(parameters, prices);
  const read = readDxf(writeDesignDxf(parameters));
  if (!read.ok) {
    unreadable += 1;
    rows.push([name, '', '', '', money(configurator.totalPrice), `not read: ${read.code}`]);
    continue;
  }
  const laser = priceLaserQuote(read.metrics, { ...prices, quantity: 1 });
  rows.push([
    name,
    `${money(configurator.materialCost)} / ${money(configurator.cuttingCost)} / ${money(configurator.holeCost)} (${configurator.holeCount})`,
    money(configurator.totalPrice),
    `${money(laser.materialCost)} / ${money(laser.cuttingCost)} / ${money(laser.pierceCost)} (${laser.pierceCount})`,
    money(laser.totalPrice),
    money((Math.round(laser.totalPrice * 100) - Math.round(configurator.totalPrice * 100)) / 100),
    `${configurator.areaM2.toFixed(4)} / ${laser.areaM2.toFixed(4)}`,
    `${configurator.cutLengthM.toFixed(3)} / ${laser.cutLengthM.toFixed(3)}`,
  ]);
}

const header = [
  'design',
  'configurator material / cutting / holes (n)',
  'config total',
  'laser material / cutting / pierces (n)',
  'laser total',
  'laser − config',
  'area m² config / laser',
  'cut m config / laser',
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => String(row[column] ?? '').length)),
);
const line = (cells) =>
  `| ${cells.map((cell, column) => String(cell ?? '').padEnd(widths[column])).join(' | ')} |`;
console.log(
  `Prices: ${prices.pricePerM2} EUR/m², ${prices.cuttingLineCost} EUR/m cut, ${prices.holeCost} EUR per hole or pierce (EUR, one piece)`,
);
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
if (unreadable > 0) process.exitCode = 1;
