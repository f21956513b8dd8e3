import { useMemo } from 'react';
import {
  defaultDesignParameters,
  designMeasures,
  designShapes,
  type DesignParameters,
  type Point,
} from '@shop/part-geometry';
import { distance, type CustomLine, type ViewBox } from './editor-geometry';

export interface DraftShapeProps {
  draft: Omit<CustomLine, 'id'> | undefined;
  cursor: Point | null;
  snappedTo: Point | null;
  viewBox: ViewBox;
  showDimensions: boolean;
  design: DesignParameters;
  /** A length in mm as the editor shows it. */
  format: (millimetres: number) => string;
}

const emptyDesign = defaultDesignParameters();

/** The path of one custom shape, drawn by the same code as the committed ones. */
function customLinePath(line: Omit<CustomLine, 'id'>): string {
  const shapes = designShapes({ ...emptyDesign, customLines: [{ id: 'draft', ...line }] });
  return shapes.find((shape) => shape.ref.kind === 'customLine')?.d ?? '';
}

/** The shape being drawn, the snap marker, the cursor cross and (when shown) the dimensions. */
export function DraftShape(props: DraftShapeProps) {
  const { draft, cursor, snappedTo, viewBox } = props;
  const unit = Math.max(viewBox.width, viewBox.height) / 50;
  const d = useMemo(() => (draft ? customLinePath(draft) : ''), [draft]);
  const measures = useMemo(
    () => (props.showDimensions ? designMeasures(props.design) : undefined),
    [props.showDimensions, props.design],
  );
  const last = draft?.points.at(-1);
  const previous = draft?.points.at(draft.type === 'line' ? -2 : 0);
  return (
    <g pointerEvents="none">
      {d && (
        <path
          d={d}
          data-testid="draft-shape"
          className="conf:stroke-primary"
          fill="none"
          strokeDasharray="4 3"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
      )}
      {draft && last && previous && (
        <text
          x={last.x + unit * 0.5}
          y={last.y - unit * 0.5}
          fontSize={unit}
          className="conf:fill-primary"
        >
          {props.format(distance(previous, last))} mm
        </text>
      )}
      {snappedTo && (
        <circle
          data-testid="snap-marker"
          cx={snappedTo.x}
          cy={snappedTo.y}
          r={unit * 0.4}
          className="conf:stroke-warning"
          fill="none"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      )}
      {cursor && (
        <path
          d={`M${cursor.x - unit} ${cursor.y}h${unit * 2}M${cursor.x} ${cursor.y - unit}v${unit * 2}`}
          className="conf:stroke-muted-foreground"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      )}
      {measures && (
        <g fontSize={unit} className="conf:fill-foreground" textAnchor="middle">
          <text x={measures.widthMm / 2} y={-unit * 0.6}>
            {props.format(measures.widthMm)} mm
          </text>
          <text
            x={-unit * 0.6}
            y={measures.heightMm / 2}
            transform={`rotate(-90 ${-unit * 0.6} ${measures.heightMm / 2})`}
          >
            {props.format(measures.heightMm)} mm
          </text>
        </g>
      )}
    </g>
  );
}
