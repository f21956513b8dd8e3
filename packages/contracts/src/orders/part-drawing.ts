import * as z from 'zod/mini';

/** Most contours a drawing keeps; a part with more is drawn by its largest ones. */
export const MAX_DRAWING_PATHS = 2000;
/** Most characters of one contour's path data. */
export const MAX_DRAWING_PATH_LENGTH = 100_000;

/**
 * A part as a drawing for written offers, orders and the admin: its outer contour, holes and cut-outs as
 * SVG path data in millimetres (y pointing down, as SVG draws), inside `viewBox`
 * ([minX, minY, width, height], the part's bounding box). A renderer scales it to fit.
 */
export const partDrawingSchema = z.object({
  viewBox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  paths: z
    .array(z.string().check(z.maxLength(MAX_DRAWING_PATH_LENGTH)))
    .check(z.maxLength(MAX_DRAWING_PATHS)),
});
export type PartDrawing = z.infer<typeof partDrawingSchema>;
