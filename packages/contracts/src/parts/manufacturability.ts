import * as z from 'zod/mini';

// What a laser cannot make, or makes badly, found before a part is priced. Every place that prices
// a part (the configurator, the laser quote, the cart and the order) reports the same findings.

export const manufacturabilityCodes = [
  /** A hole or inner contour narrower than the material's smallest pierceable hole. */
  'hole_too_small',
  /** A hole or cutout closer to the part's edge than the sheet is thick. */
  'too_close_to_edge',
  /** Two holes or cutouts closer to each other than the sheet is thick. */
  'web_too_thin',
  /** The part does not fit the largest sheet the material is cut from, in either orientation. */
  'part_too_large',
  /** The part is smaller than the smallest part the shop cuts on a side. */
  'part_too_small',
  /** A hole, cutout or drawn contour that lies outside the metal: never charged or exported. */
  'hole_outside_part',
] as const;
export type ManufacturabilityCode = (typeof manufacturabilityCodes)[number];

/**
 * The element a finding is about: in a configurator design the outline, a hole (by pattern and
 * index), a cutout or a drawn line (by id); in a DXF file a contour by its index in the reader's
 * contour list.
 */
export const partElementRefSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('outline') }),
  z.strictObject({
    kind: z.literal('hole'),
    pattern: z.enum(['corners', 'grid', 'custom']),
    index: z.int().check(z.nonnegative()),
  }),
  z.strictObject({ kind: z.literal('cutout'), index: z.int().check(z.nonnegative()) }),
  z.strictObject({ kind: z.literal('customLine'), id: z.string().check(z.maxLength(100)) }),
  z.strictObject({ kind: z.literal('contour'), index: z.int().check(z.nonnegative()) }),
]);
export type PartElementRef = z.infer<typeof partElementRefSchema>;

/**
 * One finding. `position` is the element's centre in the part's millimetre coordinates (origin at
 * the top-left of the part's bounding box, y down, as drawn on screen). `measuredMm` and
 * `requiredMm` carry the figures a message names ("Ø 2 mm, at least 5 mm").
 */
export const manufacturabilityFindingSchema = z.strictObject({
  code: z.enum(manufacturabilityCodes),
  blocking: z.boolean(),
  element: partElementRefSchema,
  position: z.strictObject({ x: z.number(), y: z.number() }),
  measuredMm: z.optional(z.number()),
  requiredMm: z.optional(z.number()),
});
export type ManufacturabilityFinding = z.infer<typeof manufacturabilityFindingSchema>;

export const manufacturabilityFindingsSchema = z
  .array(manufacturabilityFindingSchema)
  .check(z.maxLength(1000));
