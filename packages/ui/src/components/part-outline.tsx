/** A drawn shape of a part design (`designShapes` of @shop/part-geometry gives these). */
export interface DrawnShape {
  d: string;
  ref: { kind: string };
}

/** The part's filled outline and the free lines drawn over it, each as one SVG path. */
export interface PartPaths {
  partPath: string;
  linePath: string;
}

/**
 * Joins the shapes into two paths: the outline with its holes and cutouts (even-odd fill cuts
 * them out, so a 20 x 20 hole grid is one element, not 400) and the custom lines, which are
 * stroked only.
 */
export function partPaths(shapes: Iterable<DrawnShape>): PartPaths {
  const part: string[] = [];
  const lines: string[] = [];
  for (const shape of shapes) {
    (shape.ref.kind === 'customLine' ? lines : part).push(shape.d);
  }
  return { partPath: part.join(' '), linePath: lines.join(' ') };
}

/** The part inside an <svg> whose text colour is the stroke: a tinted outline and its lines. */
export function PartOutline({ partPath, linePath }: PartPaths) {
  return (
    <>
      <path
        d={partPath}
        fillRule="evenodd"
        className="fill-primary/15"
        stroke="currentColor"
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
      />
      {linePath && (
        <path
          d={linePath}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
      )}
    </>
  );
}
