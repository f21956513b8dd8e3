import type { DesignIssue } from '@shop/part-geometry';

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
 * not shown: the page names the field and says, in the visitor's language, that it is out of range.
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
