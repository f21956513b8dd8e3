import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  deleteDesignElement,
  designShapes,
  designSnapPoints,
  designViewBox,
  type DesignElementRef,
  type DesignParameters,
  type Point,
} from '@shop/part-geometry';
import {
  CLOSE_FACTOR,
  clientToDesign,
  customLinePoints,
  DEFAULT_SNAP_DISTANCE,
  deletionOrder,
  distance,
  MIN_LENGTH,
  nearestSnapPoint,
  refKey,
  roundPoint,
  shapeFromDrag,
  translateLine,
  VIEWBOX_MARGIN,
  type CustomLine,
  type DrawingTool,
} from './editor-geometry';
import type { EditorMode } from './editor-toolbar';

/** How long a clicked shape stays highlighted before delete mode removes it. */
const DELETE_DELAY_MS = 50;

let idCounter = 0;
function newLineId(): string {
  idCounter += 1;
  const random = globalThis.crypto?.randomUUID;
  return typeof random === 'function'
    ? random.call(globalThis.crypto)
    : `line-${Date.now()}-${idCounter}`;
}

/**
 * The editor's interaction state: tool and mode, snapping, the
 * unfinished drawing, selection, move drag and pending deletion, with the pointer and keyboard
 * handlers of the canvas. Committed changes go out through `onDesignChange`.
 */
export function useEditorInteraction(
  design: DesignParameters,
  onDesignChange: (next: DesignParameters) => void,
) {
  const svgRef = useRef<SVGSVGElement>(null);
  const designRef = useRef(design);
  designRef.current = design;
  const deleteTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const [tool, setTool] = useState<DrawingTool>('line');
  const [mode, setMode] = useState<EditorMode>('draw');
  const [snapEnabled, setSnapEnabled] = useState(true);
  const [snapDistance, setSnapDistance] = useState(DEFAULT_SNAP_DISTANCE);
  const [cursor, setCursor] = useState<Point | null>(null);
  const [snappedTo, setSnappedTo] = useState<Point | null>(null);
  const [dragStart, setDragStart] = useState<Point | null>(null);
  const [polyline, setPolyline] = useState<Point[] | null>(null);
  const [selection, setSelection] = useState<DesignElementRef[]>([]);
  const [moveDrag, setMoveDrag] = useState<{ start: Point; delta: Point } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);

  useEffect(() => () => clearTimeout(deleteTimer.current), []);

  const shapes = useMemo(() => designShapes(design), [design]);
  const refsByKey = useMemo(
    () => new Map(shapes.map((shape) => [refKey(shape.ref), shape.ref])),
    [shapes],
  );
  // The canvas only grows or shrinks with committed changes, never under the moving pointer.
  const viewBox = useMemo(() => designViewBox(design, VIEWBOX_MARGIN), [design]);
  const snapCandidates = useMemo(
    () => [...designSnapPoints(design), ...customLinePoints(design.customLines)],
    [design],
  );
  const selectedKeys = useMemo(() => new Set(selection.map(refKey)), [selection]);
  const moveDelta = useMemo(() => moveDrag?.delta ?? null, [moveDrag]);

  const snap = (raw: Point): Point => {
    if (!snapEnabled) return roundPoint(raw);
    const candidates = polyline ? [...snapCandidates, ...polyline] : snapCandidates;
    const target = nearestSnapPoint(raw, candidates, snapDistance);
    setSnappedTo(target ?? null);
    return roundPoint(target ?? raw);
  };

  const pointerPosition = (event: PointerEvent<SVGSVGElement>): Point => {
    const rect = svgRef.current!.getBoundingClientRect();
    return clientToDesign({ x: event.clientX, y: event.clientY }, rect, viewBox);
  };

  const addLine = (line: Omit<CustomLine, 'id'>) =>
    onDesignChange({
      ...design,
      customLines: [...design.customLines, { id: newLineId(), ...line }],
    });

  const canClose = (point: Point | null) =>
    polyline !== null &&
    point !== null &&
    polyline.length >= 3 &&
    distance(point, polyline[0]!) <= CLOSE_FACTOR * snapDistance;

  const finishPolyline = (close: boolean) => {
    if (polyline && polyline.length >= 2) {
      addLine({ type: 'line', points: close ? [...polyline, polyline[0]!] : polyline });
    }
    setPolyline(null);
  };

  /** Mouse down (or Enter): starts a shape, or closes the polyline near its start. */
  const press = (point: Point) => {
    if (tool === 'line') {
      if (canClose(point)) finishPolyline(true);
      else if (!polyline) setPolyline([point]);
    } else {
      setDragStart(point);
    }
  };

  /** Mouse up (or Enter): adds a polyline vertex, or commits the dragged shape. */
  const release = (point: Point) => {
    if (tool === 'line') {
      const last = polyline?.at(-1);
      if (polyline && last && distance(last, point) > MIN_LENGTH) setPolyline([...polyline, point]);
    } else if (dragStart) {
      const shape = shapeFromDrag(tool, dragStart, point);
      if (shape) addLine(shape);
      setDragStart(null);
    }
  };

  const cancel = () => {
    clearTimeout(deleteTimer.current);
    setPendingDelete(null);
    setDragStart(null);
    setPolyline(null);
    setMoveDrag(null);
    setSelection([]);
  };

  const commitMove = (delta: Point) => {
    if (delta.x === 0 && delta.y === 0) return;
    const ids = new Set(selection.flatMap((ref) => (ref.kind === 'customLine' ? [ref.id] : [])));
    onDesignChange({
      ...design,
      customLines: design.customLines.map((line) =>
        ids.has(line.id) ? translateLine(line, delta.x, delta.y) : line,
      ),
    });
  };

  const deleteRefs = (refs: readonly DesignElementRef[]) => {
    if (refs.length === 0) return;
    onDesignChange(deletionOrder(refs).reduce(deleteDesignElement, designRef.current));
    setSelection([]);
  };

  const toggleSelected = (ref: DesignElementRef) =>
    setSelection((current) =>
      current.some((other) => refKey(other) === refKey(ref))
        ? current.filter((other) => refKey(other) !== refKey(ref))
        : [...current, ref],
    );

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    // No text selection or native drag of the grid labels: that would cancel the pointer stream.
    event.preventDefault();
    svgRef.current?.focus();
    const raw = pointerPosition(event);
    const key = (event.target as Element).closest?.('[data-ref]')?.getAttribute('data-ref');
    const ref = key ? refsByKey.get(key) : undefined;
    const multi = event.ctrlKey || event.metaKey;
    if (mode === 'move') {
      if (ref?.kind !== 'customLine') {
        if (!multi) setSelection([]);
        return;
      }
      if (multi) toggleSelected(ref);
      else if (!selectedKeys.has(refKey(ref))) setSelection([ref]);
      setMoveDrag({ start: raw, delta: { x: 0, y: 0 } });
    } else if (mode === 'delete') {
      if (!ref) {
        if (!multi) setSelection([]);
      } else if (multi) {
        toggleSelected(ref);
      } else {
        clearTimeout(deleteTimer.current);
        setPendingDelete(refKey(ref));
        deleteTimer.current = setTimeout(() => {
          setPendingDelete(null);
          deleteRefs([ref]);
        }, DELETE_DELAY_MS);
      }
    } else {
      const point = snap(raw);
      setCursor(point);
      press(point);
    }
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const raw = pointerPosition(event);
    if (moveDrag) {
      const delta = roundPoint({ x: raw.x - moveDrag.start.x, y: raw.y - moveDrag.start.y });
      setMoveDrag({ ...moveDrag, delta });
      setCursor(roundPoint(raw));
    } else {
      setCursor(mode === 'draw' ? snap(raw) : roundPoint(raw));
    }
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (moveDrag) {
      commitMove(moveDrag.delta);
      setMoveDrag(null);
    } else if (mode === 'draw') {
      const point = snap(pointerPosition(event));
      setCursor(point);
      release(point);
    }
  };

  /** Leaving the canvas ends the drawing: what is long enough is kept. */
  const onPointerLeave = (event: PointerEvent<SVGSVGElement>) => {
    // A finger or pen "leaves" whenever it is lifted: only a real exit while pressed ends anything,
    // so a polyline can be drawn by tapping its points.
    if (event.pointerType !== 'mouse' && event.type === 'pointerleave' && event.buttons === 0)
      return;
    if (moveDrag) {
      commitMove(moveDrag.delta);
      setMoveDrag(null);
    }
    if (dragStart && cursor) release(cursor);
    setDragStart(null);
    if (polyline) finishPolyline(false);
    setCursor(null);
    setSnappedTo(null);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const arrows: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const arrow = arrows[event.key];
    if (event.key === 'Escape') {
      cancel();
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      deleteRefs(selection);
    } else if (arrow) {
      if (selection.some((ref) => ref.kind === 'customLine')) commitMove(arrow);
      else setCursor(roundPoint({ x: (cursor?.x ?? 0) + arrow.x, y: (cursor?.y ?? 0) + arrow.y }));
    } else if (event.key === 'Enter' && mode === 'draw') {
      const point = cursor ?? { x: 0, y: 0 };
      setCursor(point);
      if (tool !== 'line') {
        if (dragStart) release(point);
        else press(point);
      } else if (canClose(point)) {
        finishPolyline(true);
      } else if (!polyline) {
        setPolyline([point]);
      } else if (distance(polyline.at(-1)!, point) > MIN_LENGTH) {
        setPolyline([...polyline, point]);
      } else {
        finishPolyline(false);
      }
    } else {
      return;
    }
    event.preventDefault();
  };

  const changeMode = (next: EditorMode) => {
    cancel();
    setMode(next);
  };

  const draft: Omit<CustomLine, 'id'> | undefined =
    mode !== 'draw' || !cursor
      ? undefined
      : polyline
        ? { type: 'line', points: [...polyline, cursor] }
        : dragStart && tool !== 'line'
          ? shapeFromDrag(tool, dragStart, cursor)
          : undefined;

  const closable = canClose(cursor);
  const drawing = polyline !== null || dragStart !== null;

  return {
    svgRef,
    tool,
    mode,
    snapEnabled,
    snapDistance,
    cursor,
    snappedTo,
    selection,
    pendingDelete,
    shapes,
    viewBox,
    selectedKeys,
    moveDelta,
    draft,
    closable,
    drawing,
    setSnapEnabled,
    setSnapDistance,
    chooseTool: (next: DrawingTool) => {
      changeMode('draw');
      setTool(next);
    },
    changeMode,
    deleteSelected: () => deleteRefs(selection),
    clearAll: () => {
      cancel();
      onDesignChange({ ...design, customLines: [] });
    },
    canvasHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerLeave,
      onPointerCancel: onPointerLeave,
      onKeyDown,
      onDoubleClick: () => {
        // A double click ends an open polyline where it is (its second click added nothing).
        if (mode === 'draw' && polyline) finishPolyline(false);
      },
    },
  };
}
