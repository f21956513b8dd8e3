import { memo } from 'react';
import type { DesignElementRef, DesignShape } from '@shop/part-geometry';
import { refKey } from './editor-geometry';

export interface EditorShapesProps {
  shapes: readonly DesignShape[];
  selected: ReadonlySet<string>;
  pendingDelete: string | null;
  /** Offset of the selected custom shapes while they are dragged in move mode. */
  moveDelta: { x: number; y: number } | null;
}

const isHole = (ref: DesignElementRef) => ref.kind === 'hole';

/**
 * The design's shapes: a visible path and a wider transparent one that takes the pointer, so
 * thin lines are easy to hit. Each carries its element reference as `data-ref`.
 */
export const EditorShapes = memo(function EditorShapes(props: EditorShapesProps) {
  return (
    <g>
      {props.shapes.map((shape) => {
        const key = refKey(shape.ref);
        const selected = props.selected.has(key);
        const deleting = props.pendingDelete === key;
        const moving =
          props.moveDelta !== null && selected && shape.ref.kind === 'customLine'
            ? `translate(${props.moveDelta.x} ${props.moveDelta.y})`
            : undefined;
        const tone = deleting
          ? 'conf:stroke-destructive'
          : selected
            ? 'conf:stroke-primary'
            : shape.ref.kind === 'customLine'
              ? 'conf:stroke-success'
              : 'conf:stroke-foreground';
        return (
          <g key={key} data-ref={key} transform={moving}>
            <path
              d={shape.d}
              className={
                shape.ref.kind === 'outline'
                  ? `${tone} conf:fill-primary/10`
                  : `${tone} conf:fill-none`
              }
              fillRule="evenodd"
              strokeWidth={selected || deleting ? 2.5 : 1.5}
              vectorEffect="non-scaling-stroke"
              pointerEvents="none"
            />
            <path
              d={shape.d}
              data-testid={`shape-${key}`}
              fill={isHole(shape.ref) ? 'transparent' : 'none'}
              stroke="transparent"
              strokeWidth={10}
              vectorEffect="non-scaling-stroke"
              pointerEvents={isHole(shape.ref) ? 'all' : 'stroke'}
            />
          </g>
        );
      })}
    </g>
  );
});
