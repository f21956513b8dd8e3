import {
  defaultProductTypes,
  type CategorySlug,
  type ProductMaterial,
  type ProductType,
} from '@shop/contracts';
import { pricePerPiece } from '@shop/shop-rules';
import {
  crossSectionArea as area,
  STAINLESS_DENSITY,
  STEEL_DENSITY,
  weightFromArea,
  weightFromMassPerMetre,
} from './cross-sections.js';
import * as text from './product-texts.js';
import type { Texts } from './product-texts.js';
import * as profile from './profile-texts.js';
import * as tables from './steel-profile-tables.js';

/**
 * A product of the start-up catalogue, with numbers as the save body has them: name and
 * description in German, with their English and Polish translations.
 */
export interface SeedProduct {
  name: string;
  nameEn: string;
  namePl: string;
  category: CategorySlug;
  subcategory: string;
  material: ProductMaterial;
  productType: ProductType;
  description: string;
  descriptionEn: string;
  descriptionPl: string;
  inStock: boolean;
  sku: string;
  /** EUR per piece, from pricePerTon and weightPerPiece by `pricePerPiece`. */
  price: number;
  pricePerTon: number;
  weightPerPiece: number;
  diameter?: number;
  side?: number;
  thickness?: number;
  width?: number;
  height?: number;
  wallThickness?: number;
  standardLength?: number;
}

type Draft = Omit<
  SeedProduct,
  | 'productType'
  | 'inStock'
  | 'price'
  | 'category'
  | 'name'
  | 'nameEn'
  | 'namePl'
  | 'description'
  | 'descriptionEn'
  | 'descriptionPl'
> & { name: Texts; description: Texts };

/** Standard length of bars, profiles and tubes in mm (reinforcing steel also comes in 12000). */
const LENGTH = 6000;

/** 2026 list prices in EUR per tonne, by product family and grade. */
const pricePerTonne = {
  structural: 1180,
  structuralS355: 1290,
  brightBar: 1650,
  c45: 1590,
  crMo: 2250,
  stainlessBar: 4650,
  stainlessTube: 4890,
  stainlessSheet: 4450,
  rebar: 920,
  mesh: 1040,
  hollow: 1320,
  tube: 1390,
  tubeS355: 1490,
  sheet: 1090,
  sheetS355: 1190,
  galvanized: 1420,
  perforated: 2380,
  tread: 1290,
};

/** Small sections cost more per tonne to roll and to handle. */
function withSizeSurcharge(base: number, kgPerMetre: number): number {
  if (kgPerMetre < 2) return base + 180;
  if (kgPerMetre < 10) return base + 70;
  return base;
}

/** Dimensions in SKUs: "21.3", "2.6", "20". */
const mm = (value: number) => String(value);

function roundBars(): Draft[] {
  const drafts: Draft[] = [];
  const add = (
    subcategory: string,
    material: ProductMaterial,
    grade: string,
    diameters: number[],
    perTon: number,
    density = STEEL_DENSITY,
  ) => {
    for (const diameter of diameters) {
      const weight = weightFromArea(area.round(diameter), LENGTH, density);
      drafts.push({
        name: text.roundBar.name(diameter, grade),
        subcategory,
        material,
        description: text.roundBar.description(
          subcategory === 'Rundstahl warmgewalzt',
          grade,
          LENGTH,
        ),
        sku: `RD-${mm(diameter)}-${grade.replaceAll(' ', '')}-${subcategory === 'Rundstahl warmgewalzt' ? 'W' : 'B'}-${LENGTH}`,
        pricePerTon: withSizeSurcharge(perTon, weight / 6),
        weightPerPiece: weight,
        diameter,
        standardLength: LENGTH,
      });
    }
  };
  // prettier-ignore
  add('Rundstahl warmgewalzt', 'S235', 'S235JR',
    [6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 30, 32, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100],
    pricePerTonne.structural);
  add(
    'gezogen oder geschält',
    'S235',
    'S235JR',
    [3, 4, 5, 6, 8, 10, 12, 15, 16, 20, 25, 30, 40, 50],
    pricePerTonne.brightBar,
  );
  add(
    'gezogen oder geschält',
    'C45',
    'C45',
    [10, 12, 16, 20, 25, 30, 40, 50, 60],
    pricePerTonne.c45,
  );
  add(
    'gezogen oder geschält',
    '42crmo',
    '42CrMo4',
    [20, 30, 40, 50, 60, 80, 100],
    pricePerTonne.crMo,
  );
  // prettier-ignore
  add('gezogen oder geschält', 'AISI304', '1.4301', [5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50],
    pricePerTonne.stainlessBar, STAINLESS_DENSITY);
  return drafts;
}

function squareBars(): Draft[] {
  const drafts: Draft[] = [];
  const add = (
    subcategory: string,
    material: ProductMaterial,
    grade: string,
    sides: number[],
    perTon: number,
  ) => {
    for (const side of sides) {
      const weight = weightFromArea(area.square(side), LENGTH);
      const rolled = subcategory === 'Rundstahl warmgewalzt';
      drafts.push({
        name: text.squareBar.name(side, grade),
        subcategory,
        material,
        description: text.squareBar.description(rolled, grade, LENGTH),
        sku: `VK-${mm(side)}-${grade}-${rolled ? 'W' : 'B'}-${LENGTH}`,
        pricePerTon: withSizeSurcharge(perTon, weight / 6),
        weightPerPiece: weight,
        side,
        standardLength: LENGTH,
      });
    }
  };
  // The spec names the hot-rolled subcategory 'Rundstahl warmgewalzt' for square bars too.
  add(
    'Rundstahl warmgewalzt',
    'S235',
    'S235JR',
    [10, 12, 15, 16, 20, 25, 30, 35, 40, 50, 60, 80, 100],
    pricePerTonne.structural,
  );
  add(
    'gezogen oder geschält',
    'S235',
    'S235JR',
    [10, 12, 15, 20, 25, 30, 40, 50],
    pricePerTonne.brightBar,
  );
  add('gezogen oder geschält', 'C45', 'C45', [10, 12, 16, 20, 25, 30], pricePerTonne.c45);
  return drafts;
}

function rebar(): Draft[] {
  const drafts: Draft[] = [];
  for (const length of [6000, 12000]) {
    for (const diameter of [6, 8, 10, 12, 14, 16, 20, 25, 28, 32]) {
      const weight = weightFromArea(area.round(diameter), length);
      drafts.push({
        name: text.rebar.name(diameter, length / 1000),
        subcategory: 'Betonstahl BSt 500 S',
        material: 'B500B',
        description: text.rebar.description(length),
        sku: `BST-${diameter}-${length}`,
        pricePerTon: withSizeSurcharge(pricePerTonne.rebar, weight / (length / 1000)),
        weightPerPiece: weight,
        diameter,
        standardLength: length,
      });
    }
  }
  // Lagermatten 6.00 x 2.30 m, 150 mm mesh both ways: 16 longitudinal, 41 transverse wires.
  const meshes: Array<[string, number]> = [
    ['Q188A', 6],
    ['Q257A', 7],
    ['Q335A', 8],
    ['Q424A', 9],
    ['Q524A', 10],
  ];
  for (const [type, wire] of meshes) {
    const wireLength = 16 * 6000 + 41 * 2300;
    const weight = weightFromArea(area.round(wire), wireLength);
    drafts.push({
      name: text.mesh.name(type),
      subcategory: 'Betonstahlmatten',
      material: 'B500B',
      description: text.mesh.description(type, wire),
      sku: `BSTM-${type}`,
      pricePerTon: pricePerTonne.mesh,
      weightPerPiece: weight,
      diameter: wire,
      width: 2300,
      standardLength: 6000,
    });
  }
  return drafts;
}

function flatBars(): Draft[] {
  const drafts: Draft[] = [];
  const add = (
    grade: 'S235JR' | 'S355J2',
    widths: number[],
    thicknesses: number[],
    perTon: number,
  ) => {
    for (const width of widths) {
      for (const thickness of thicknesses.filter((t) => t <= width / 2)) {
        const weight = weightFromArea(area.flat(width, thickness), LENGTH);
        drafts.push({
          name: text.flatBar.name(width, thickness, grade),
          subcategory: `Flachstahl ${grade}`,
          material: grade === 'S235JR' ? 'S235' : 'S355',
          description: text.flatBar.description(grade, LENGTH),
          sku: `FL-${width}x${thickness}-${grade}-${LENGTH}`,
          pricePerTon: withSizeSurcharge(perTon, weight / 6),
          weightPerPiece: weight,
          thickness,
          width,
          standardLength: LENGTH,
        });
      }
    }
  };
  add(
    'S235JR',
    [20, 25, 30, 35, 40, 50, 60, 70, 80, 100, 120, 150, 200],
    [5, 8, 10, 15],
    pricePerTonne.structural,
  );
  add('S355J2', [40, 50, 60, 80, 100, 120, 150, 200], [10, 15, 20], pricePerTonne.structuralS355);
  return drafts;
}

function hexagonBars(): Draft[] {
  const drafts: Draft[] = [];
  const add = (grade: 'S235JR' | 'C45', sizes: number[], perTon: number) => {
    for (const side of sizes) {
      const weight = weightFromArea(area.hexagon(side), LENGTH);
      drafts.push({
        name: text.hexagonBar.name(side, grade),
        subcategory: `Sechskantstahl ${grade}`,
        material: grade === 'S235JR' ? 'S235' : 'C45',
        description: text.hexagonBar.description(side, grade, LENGTH),
        sku: `SK-${side}-${grade}-${LENGTH}`,
        pricePerTon: withSizeSurcharge(perTon, weight / 6),
        weightPerPiece: weight,
        side,
        standardLength: LENGTH,
      });
    }
  };
  add(
    'S235JR',
    [8, 10, 12, 13, 14, 17, 19, 22, 24, 27, 30, 32, 36, 41, 46, 50, 55, 60],
    pricePerTonne.brightBar,
  );
  add('C45', [10, 13, 17, 19, 22, 24, 27, 30, 36, 41, 46, 50], pricePerTonne.c45);
  return drafts;
}

function hollowSections(): Draft[] {
  const drafts: Draft[] = [];
  const add = (subcategory: text.HollowShape, sizes: Array<[number, number, number]>) => {
    for (const [width, height, wall] of sizes) {
      const weight = weightFromArea(area.hollow(width, height, wall), LENGTH);
      drafts.push({
        name: text.hollowSection.name(subcategory, width, height, wall),
        subcategory,
        material: 'S235',
        description: text.hollowSection.description(LENGTH),
        sku: `HP-${width}x${height}x${mm(wall)}-${LENGTH}`,
        pricePerTon: withSizeSurcharge(pricePerTonne.hollow, weight / 6),
        weightPerPiece: weight,
        width,
        height,
        wallThickness: wall,
        standardLength: LENGTH,
      });
    }
  };
  const squares: Array<[number, number]> = [
    [20, 2],
    [25, 2],
    [30, 2],
    [30, 3],
    [40, 2],
    [40, 3],
    [40, 4],
    [50, 3],
    [50, 4],
    [50, 5],
    [60, 3],
    [60, 4],
    [60, 5],
    [70, 4],
    [80, 3],
    [80, 4],
    [80, 5],
    [80, 6],
    [90, 4],
    [100, 4],
    [100, 5],
    [100, 6],
    [100, 8],
    [120, 5],
    [120, 6],
    [120, 8],
    [140, 6],
    [150, 6],
    [150, 8],
    [160, 8],
    [200, 8],
    [200, 10],
  ];
  add(
    'Vierkantrohr',
    squares.map(([side, wall]) => [side, side, wall]),
  );
  // prettier-ignore
  add('Rechteckrohr', [
    [40, 20, 2], [40, 20, 3], [50, 30, 3], [60, 40, 3], [60, 40, 4], [80, 40, 3], [80, 40, 4],
    [80, 60, 4], [100, 50, 4], [100, 50, 5], [100, 60, 4], [120, 60, 5], [120, 80, 5],
    [140, 80, 5], [150, 100, 6], [160, 80, 6], [200, 100, 6], [200, 100, 8],
  ]);
  return drafts;
}

function roundTubes(): Draft[] {
  const drafts: Draft[] = [];
  const add = (
    subcategory: string,
    material: ProductMaterial,
    grade: string,
    sizes: Array<[number, number]>,
    perTon: number,
    density = STEEL_DENSITY,
  ) => {
    for (const [diameter, wall] of sizes) {
      const weight = weightFromArea(area.tube(diameter, wall), LENGTH, density);
      drafts.push({
        name: text.roundTube.name(diameter, wall, grade),
        subcategory,
        material,
        description: text.roundTube.description(material === 'AISI304', grade, LENGTH),
        sku: `RR-${mm(diameter)}x${mm(wall)}-${grade}-${LENGTH}`,
        pricePerTon: withSizeSurcharge(perTon, weight / 6),
        weightPerPiece: weight,
        diameter,
        wallThickness: wall,
        standardLength: LENGTH,
      });
    }
  };
  // prettier-ignore
  add('Rundrohre S235JR', 'S235', 'S235JR', [
    [21.3, 2], [26.9, 2], [33.7, 2.6], [42.4, 2.6], [48.3, 2.6], [48.3, 3.2], [60.3, 2.9],
    [60.3, 4], [76.1, 2.9], [76.1, 4], [88.9, 3.2], [88.9, 4], [101.6, 4], [114.3, 4],
    [114.3, 5], [139.7, 4], [139.7, 5], [168.3, 5], [168.3, 6.3], [219.1, 6.3],
  ], pricePerTonne.tube);
  // prettier-ignore
  add('Rundrohre S355J2', 'S355', 'S355J2H', [
    [48.3, 3.2], [60.3, 4], [76.1, 4], [88.9, 5], [114.3, 6.3], [139.7, 6.3], [168.3, 8], [219.1, 8],
  ], pricePerTonne.tubeS355);
  // prettier-ignore
  add('Rundrohre Edelstahl', 'AISI304', '1.4301', [
    [12, 1], [16, 1.5], [20, 1.5], [25, 1.5], [30, 2], [33.7, 2], [42.4, 2], [48.3, 2],
    [60.3, 2], [76.1, 2], [88.9, 3],
  ], pricePerTonne.stainlessTube, STAINLESS_DENSITY);
  return drafts;
}

/** Products of a rolled-section table, weight from the table's kg/m. */
function rolledSections(
  sections: tables.RolledSection[],
  describe: (section: tables.RolledSection) => {
    name: Texts;
    subcategory: string;
    sku: string;
    description: Texts;
    /** Fields that hold h, b and t in this category. */
    dimensions: Pick<Draft, 'width' | 'height' | 'thickness'>;
  },
  material: ProductMaterial,
  perTon: number,
): Draft[] {
  return sections.map((section) => {
    const { name, subcategory, sku, description, dimensions } = describe(section);
    return {
      name,
      subcategory,
      material,
      description,
      sku,
      pricePerTon: withSizeSurcharge(perTon, section.kg),
      weightPerPiece: weightFromMassPerMetre(section.kg, LENGTH),
      ...dimensions,
      standardLength: LENGTH,
    };
  });
}

function beams(): Draft[] {
  const beam =
    (series: string, grade: string, standard: string) => (section: tables.RolledSection) => ({
      name: profile.beam.name(series, section.size, grade),
      subcategory: series,
      sku: `${series}-${section.size}-${grade}-${LENGTH}`,
      description: profile.beam.description(
        series,
        section.size,
        standard,
        grade,
        section.kg,
        LENGTH,
      ),
      dimensions: { height: section.h, width: section.b, thickness: section.t },
    });
  const { structural, structuralS355 } = pricePerTonne;
  return [
    ...rolledSections(tables.ipe, beam('IPE', 'S235JR', 'EN 10365'), 'S235', structural),
    ...rolledSections(
      tables.ipe.filter((section) => section.h >= 200),
      beam('IPE', 'S355J2', 'EN 10365'),
      'S355',
      structuralS355,
    ),
    ...rolledSections(tables.hea, beam('HEA', 'S235JR', 'EN 10365'), 'S235', structural),
    ...rolledSections(tables.heb, beam('HEB', 'S235JR', 'EN 10365'), 'S235', structural),
    ...rolledSections(tables.ipn, beam('IPN', 'S235JR', 'DIN 1025-1'), 'S235', structural),
  ];
}

function channels(): Draft[] {
  const channel = (series: 'UPN' | 'UPE') => (section: tables.RolledSection) => ({
    name: profile.channel.name(series, section.size),
    subcategory: series,
    sku: `${series}-${section.size}-S235JR-${LENGTH}`,
    description: profile.channel.description(
      series,
      section.size,
      series === 'UPN' ? 'DIN 1026-1' : 'DIN 1026-2',
      section.kg,
      LENGTH,
    ),
    dimensions: { height: section.h, width: section.b, thickness: section.t },
  });
  return [
    ...rolledSections(tables.upn, channel('UPN'), 'S235', pricePerTonne.structural),
    ...rolledSections(tables.upe, channel('UPE'), 'S235', pricePerTonne.structural),
  ];
}

function angles(): Draft[] {
  const angle = (subcategory: profile.AngleKind) => (section: tables.RolledSection) => ({
    name: profile.angle.name(section.size),
    subcategory,
    sku: `L-${section.size}-S235JR-${LENGTH}`,
    description: profile.angle.description(subcategory, section.kg, LENGTH),
    // Leg 1 is the long leg (width), leg 2 the other (height).
    dimensions: { width: section.b, height: section.h, thickness: section.t },
  });
  return [
    ...rolledSections(
      tables.equalAngles,
      angle('gleichschenklig'),
      'S235',
      pricePerTonne.structural,
    ),
    ...rolledSections(
      tables.unequalAngles,
      angle('ungleichschenklig'),
      'S235',
      pricePerTonne.structural,
    ),
  ];
}

function tees(): Draft[] {
  const hotRolled = rolledSections(
    tables.hotRolledTees,
    (section) => ({
      name: profile.hotRolledTee.name(section.size),
      subcategory: 'warmgewalzt',
      sku: `T-${section.size}-S235JR-W-${LENGTH}`,
      description: profile.hotRolledTee.description(section.kg, LENGTH),
      dimensions: { height: section.h, width: section.b, thickness: section.t },
    }),
    'S235',
    pricePerTonne.structural,
  );
  const coldRolled = (
    [
      [20, 20, 3],
      [25, 25, 3],
      [30, 30, 3],
      [30, 30, 4],
      [40, 40, 4],
      [40, 40, 5],
      [50, 50, 5],
      [60, 60, 6],
    ] as const
  ).map(([height, width, thickness]): Draft => {
    const weight = weightFromArea(area.tee(height, width, thickness), LENGTH);
    return {
      name: profile.coldRolledTee.name(width, height, thickness),
      subcategory: 'kaltgewalzt',
      material: 'S235',
      description: profile.coldRolledTee.description(LENGTH),
      sku: `T-${width}x${height}x${thickness}-S235JR-K-${LENGTH}`,
      pricePerTon: withSizeSurcharge(pricePerTonne.brightBar, weight / 6),
      weightPerPiece: weight,
      height,
      width,
      thickness,
      standardLength: LENGTH,
    };
  });
  return [...hotRolled, ...coldRolled];
}

type SheetFormat = readonly [width: number, length: number];
const SMALL: SheetFormat = [1000, 2000];
const MEDIUM: SheetFormat = [1250, 2500];
const LARGE: SheetFormat = [1500, 3000];

function sheets(): Draft[] {
  const drafts: Draft[] = [];
  const add = (
    subcategory: string,
    material: ProductMaterial,
    grade: string,
    thicknesses: number[],
    formats: SheetFormat[],
    perTon: number,
    options: { density?: number; massFactor?: number; extraKgPerM2?: number; note: Texts },
  ) => {
    const kind = profile.sheetNames[subcategory];
    if (!kind) throw new Error(`No sheet name for ${subcategory}`);
    for (const thickness of thicknesses) {
      for (const [width, length] of formats) {
        const sheet = weightFromArea(
          area.flat(width, thickness),
          length,
          options.density ?? STEEL_DENSITY,
        );
        const extra = ((options.extraKgPerM2 ?? 0) * width * length) / 1_000_000;
        const weight = Math.round((sheet * (options.massFactor ?? 1) + extra) * 1000) / 1000;
        drafts.push({
          name: profile.sheet.name(kind, thickness, width, length, grade),
          subcategory,
          material,
          description: profile.sheet.description(options.note, grade, width, length),
          sku: `BL-${subcategory.slice(0, 3).toUpperCase()}-${mm(thickness)}-${width}x${length}-${grade}`,
          pricePerTon: perTon,
          weightPerPiece: weight,
          thickness,
          width,
          height: length,
        });
      }
    }
  };
  const hotRolled = profile.sheetNotes.hotRolled;
  add(
    'Schwarzbleche',
    'S235',
    'S235JR',
    [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10],
    [SMALL, MEDIUM, LARGE],
    pricePerTonne.sheet,
    { note: hotRolled },
  );
  add('Schwarzbleche', 'S235', 'S235JR', [12, 15, 20], [LARGE], pricePerTonne.sheet, {
    note: hotRolled,
  });
  add(
    'Schwarzbleche',
    'S355',
    'S355J2',
    [5, 6, 8, 10, 12, 15, 20],
    [LARGE],
    pricePerTonne.sheetS355,
    { note: hotRolled },
  );
  add(
    'Verzinkte Bleche',
    'S235',
    'DX51D+Z275',
    [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3],
    [SMALL, MEDIUM],
    pricePerTonne.galvanized,
    { note: profile.sheetNotes.galvanized },
  );
  add(
    'Edelstahlbleche',
    'AISI304',
    '1.4301',
    [0.5, 0.8, 1, 1.5, 2, 3, 4, 5, 6],
    [SMALL, MEDIUM],
    pricePerTonne.stainlessSheet,
    {
      density: STAINLESS_DENSITY,
      note: profile.sheetNotes.stainless,
    },
  );
  add(
    'Edelstahlbleche',
    'AISI304',
    '1.4301',
    [2, 3, 4, 5, 6],
    [LARGE],
    pricePerTonne.stainlessSheet,
    {
      density: STAINLESS_DENSITY,
      note: profile.sheetNotes.stainlessLarge,
    },
  );
  // Rv 5-8: 5 mm holes at 8 mm pitch, 35.4 % open area.
  const perforated = {
    massFactor: 0.646,
    note: profile.sheetNotes.perforated,
  };
  add(
    'Lochbleche',
    'S235',
    'DC01',
    [1, 1.5, 2, 3],
    [SMALL, MEDIUM],
    pricePerTonne.perforated,
    perforated,
  );
  add('Lochbleche', 'AISI304', '1.4301', [1, 1.5, 2], [SMALL], pricePerTonne.perforated * 2, {
    ...perforated,
    density: STAINLESS_DENSITY,
  });
  // Tear-drop tread plate: the raised pattern adds about 3 kg/m² to the base sheet.
  add(
    'Riffelbleche',
    'S235',
    'S235JR',
    [3, 4, 5, 6, 8],
    [SMALL, MEDIUM, LARGE],
    pricePerTonne.tread,
    {
      extraKgPerM2: 3,
      note: profile.sheetNotes.tread,
    },
  );
  return drafts;
}

const generators: ReadonlyArray<[CategorySlug, () => Draft[]]> = [
  ['vierkantstaebe', squareBars],
  ['rundstaebe', roundBars],
  ['betonstahl', rebar],
  ['flachstahl', flatBars],
  ['sechskantstaebe', hexagonBars],
  ['hohlprofile', hollowSections],
  ['rohre', roundTubes],
  ['winkelprofile', angles],
  ['u-profile', channels],
  ['i-traeger', beams],
  ['t-profile', tees],
  ['bleche', sheets],
];

/** Every seventh product (counted over the whole catalogue) is out of stock, deterministically. */
const isOutOfStock = (index: number) => index % 7 === 5;

/**
 * The start-up catalogue, in insertion order: real standard sizes of every category, weight
 * per piece from the cross-section (or the table mass per metre of rolled sections), price per
 * piece from the price per tonne by `pricePerPiece`, the same function the admin form uses.
 */
export function seedProducts(): SeedProduct[] {
  let index = 0;
  return generators.flatMap(([category, generate]) =>
    generate().map(({ name, description, ...draft }): SeedProduct => ({
      ...draft,
      name: name.de,
      nameEn: name.en,
      namePl: name.pl,
      description: description.de,
      descriptionEn: description.en,
      descriptionPl: description.pl,
      category,
      productType: defaultProductTypes[category],
      inStock: !isOutOfStock(index++),
      price: pricePerPiece(draft.pricePerTon, draft.weightPerPiece),
    })),
  );
}

/** Standard sheet formats the operator keeps as product dimensions, per thickness. */
export function seedProductDimensions(): Array<{
  category: CategorySlug;
  thickness: number;
  width: number;
  length: number;
}> {
  return [1, 1.5, 2, 3, 4, 5, 6, 8, 10].flatMap((thickness) =>
    [SMALL, MEDIUM, LARGE].map(([width, length]) => ({
      category: 'bleche' as const,
      thickness,
      width,
      length,
    })),
  );
}
