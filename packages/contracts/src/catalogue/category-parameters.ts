import type { CategorySlug } from './category-slugs.js';

/** Product fields a category page can filter by. */
export const productParameterKeys = [
  'subcategory',
  'material',
  'diameter',
  'side',
  'thickness',
  'width',
  'height',
  'wallThickness',
  'standardLength',
] as const;
export type ProductParameterKey = (typeof productParameterKeys)[number];

/**
 * One filter of a category page. `labelKey` is an i18n key under `parameters.` in the namespace
 * that renders it (the shop's and the admin's shop.json and admin.json); `unit` is shown after the values.
 */
export interface CategoryParameter {
  readonly key: ProductParameterKey;
  readonly labelKey: string;
  readonly unit?: 'mm';
}

const subcategory: CategoryParameter = { key: 'subcategory', labelKey: 'parameters.subcategory' };
const material: CategoryParameter = { key: 'material', labelKey: 'parameters.material' };
const mm = (key: ProductParameterKey, label: string): CategoryParameter => ({
  key,
  labelKey: `parameters.${label}`,
  unit: 'mm',
});
const length = mm('standardLength', 'length');

/**
 * The ordered parameters of each category. A sheet's length is stored in `height`;
 * a beam's web thickness and an angle's leg thickness in `thickness`.
 */
export const categoryParameterSets: Readonly<Record<CategorySlug, readonly CategoryParameter[]>> = {
  bleche: [
    subcategory,
    material,
    mm('thickness', 'thicknessT'),
    mm('width', 'widthB'),
    mm('height', 'lengthL'),
  ],
  vierkantstaebe: [subcategory, material, mm('side', 'edgeLength'), length],
  rundstaebe: [subcategory, material, mm('diameter', 'diameter'), length],
  betonstahl: [subcategory, material, mm('diameter', 'diameter'), length],
  flachstahl: [subcategory, material, mm('thickness', 'thickness'), mm('width', 'width'), length],
  sechskantstaebe: [subcategory, material, mm('side', 'wrenchSize'), length],
  hohlprofile: [
    subcategory,
    material,
    mm('width', 'width'),
    mm('height', 'height'),
    mm('wallThickness', 'wallThickness'),
    length,
  ],
  rohre: [
    subcategory,
    material,
    mm('diameter', 'outerDiameter'),
    mm('wallThickness', 'wallThickness'),
    length,
  ],
  winkelprofile: [
    subcategory,
    material,
    mm('width', 'leg1'),
    mm('height', 'leg2'),
    mm('thickness', 'thickness'),
    length,
  ],
  'u-profile': [
    subcategory,
    material,
    mm('height', 'height'),
    mm('width', 'width'),
    mm('thickness', 'thickness'),
    length,
  ],
  'i-traeger': [
    subcategory,
    material,
    mm('height', 'height'),
    mm('width', 'width'),
    mm('thickness', 'webThickness'),
    length,
  ],
  't-profile': [
    subcategory,
    material,
    mm('height', 'height'),
    mm('width', 'width'),
    mm('thickness', 'thickness'),
    length,
  ],
};

/** Every label key the parameter sets use (each must exist in shop.json and admin.json). */
export const categoryParameterLabelKeys: readonly string[] = [
  ...new Set(Object.values(categoryParameterSets).flatMap((set) => set.map((p) => p.labelKey))),
];
