import {
  MAX_DESIGN_ELEMENTS,
  MAX_GRID_SIZE,
  MAX_SIDE_MM,
  MIN_SIZE_MM,
  type DesignIssue,
  type DesignParameters,
} from '@shop/part-geometry';
import { numberRuleMessage, type NumberEntryMessage, type NumberRules } from '@shop/ui';

/** Panel fields by the schema path of their value; their label key is `fields.<name>`. */
const FIELD_BY_PATH = {
  'dimensions.width': 'width',
  'dimensions.height': 'height',
  'dimensions.diameter': 'diameter',
  'dimensions.innerDiameter': 'innerDiameter',
  'holes.diameter': 'holeDiameter',
  'holes.spacingX': 'spacingX',
  'holes.spacingY': 'spacingY',
  'holes.rows': 'rows',
  'holes.columns': 'columns',
  'features.cornerRadius': 'cornerRadius',
} as const;

export type DesignFieldPath = keyof typeof FIELD_BY_PATH;
export type DesignField = (typeof FIELD_BY_PATH)[DesignFieldPath];

export interface SortedDesignIssues {
  /** Panel fields whose value the schema refuses, in the order of the issues. */
  fields: DesignField[];
  /** Some issue concerns the drawing (custom holes, cutouts, drawn shapes or their number). */
  drawing: boolean;
}

/**
 * Sorts the schema's issues into panel fields and the drawing. The schema's English messages are
 * not shown: the page names the field and says, in the visitor's language, what is wrong with it
 * (`designFieldMessage`).
 */
export function sortDesignIssues(issues: readonly DesignIssue[]): SortedDesignIssues {
  const fields = new Set<DesignField>();
  let drawing = false;
  for (const issue of issues) {
    if (issue.path in FIELD_BY_PATH) fields.add(FIELD_BY_PATH[issue.path as DesignFieldPath]);
    else drawing = true;
  }
  return { fields: [...fields], drawing };
}

const size: NumberRules = { min: MIN_SIZE_MM, max: MAX_SIDE_MM, unit: 'mm' };
const nonNegativeSize: NumberRules = { min: 0, max: MAX_SIDE_MM, unit: 'mm' };
const gridSize: NumberRules = { min: 1, max: MAX_GRID_SIZE, wholeNumbers: true };

/** Each panel field's range, from the design schema's own limits. */
export const DESIGN_FIELD_RULES: Record<DesignField, NumberRules> = {
  width: size,
  height: size,
  diameter: size,
  innerDiameter: nonNegativeSize,
  holeDiameter: size,
  spacingX: nonNegativeSize,
  spacingY: nonNegativeSize,
  rows: gridSize,
  columns: gridSize,
  cornerRadius: nonNegativeSize,
};

/** What the panel says about a refused field, beyond a plain range. */
export type DesignFieldMessage =
  | NumberEntryMessage
  | { key: 'innerSmallerThanOuter' }
  | { key: 'tooManyElements'; max: number }
  | { key: 'outOfRange' };

const valueOf = (design: DesignParameters, field: DesignField): number => {
  switch (field) {
    case 'holeDiameter':
      return design.holes.diameter;
    case 'spacingX':
    case 'spacingY':
    case 'rows':
    case 'columns':
      return design.holes[field];
    case 'cornerRadius':
      return design.features.cornerRadius;
    default:
      return design.dimensions[field];
  }
};

/**
 * Why the schema refuses `field` of `design`: its range (the allowed one, named), a washer's inner
 * diameter that is not smaller than the outer one, or a grid with more holes than a design may
 * have. The rules mirror the design schema's, whose limits they use.
 */
export function designFieldMessage(
  field: DesignField,
  design: DesignParameters,
): DesignFieldMessage {
  const value = valueOf(design, field);
  const range = numberRuleMessage(value, DESIGN_FIELD_RULES[field]);
  if (range) return range;
  if (field === 'innerDiameter') {
    if (value >= design.dimensions.diameter) return { key: 'innerSmallerThanOuter' };
    if (value > 0 && value < MIN_SIZE_MM) {
      return { key: 'between', min: MIN_SIZE_MM, max: MAX_SIDE_MM, unit: 'mm' };
    }
  }
  if (field === 'cornerRadius' && design.features.roundedCorners && value < MIN_SIZE_MM) {
    return { key: 'between', min: MIN_SIZE_MM, max: MAX_SIDE_MM, unit: 'mm' };
  }
  if (field === 'rows' || field === 'columns') {
    return { key: 'tooManyElements', max: MAX_DESIGN_ELEMENTS };
  }
  return { key: 'outOfRange' };
}
