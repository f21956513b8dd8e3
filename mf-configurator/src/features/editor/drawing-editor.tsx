import type { DesignParameters } from '@shop/part-geometry';
import { useLocaleFormats } from '@shop/ui';
import { DraftShape } from './draft-shape';
import { EditorGrid } from './editor-grid';
import { EditorShapes } from './editor-shapes';
import { EditorToolbar } from './editor-toolbar';
import { useEditorTranslation } from './editor-translations';
import { useEditorInteraction } from './use-editor-interaction';

export interface DrawingEditorProps {
  design: DesignParameters;
  onDesignChange(next: DesignParameters): void;
  /** Percent, 50 to 200. */
  zoom: number;
  showDimensions: boolean;
}

/**
 * The drawing editor: a grid canvas showing the design, with tools to draw custom
 * lines, arcs, circles and rectangles, to move them and to delete any element. Every change goes
 * out through `onDesignChange`; the editor itself only holds the unfinished drawing.
 */
export function DrawingEditor({
  design,
  onDesignChange,
  zoom,
  showDimensions,
}: DrawingEditorProps) {
  const { t } = useEditorTranslation();
  const editor = useEditorInteraction(design, onDesignChange);
  const { mode, cursor, viewBox, selection } = editor;

  const formats = useLocaleFormats();
  // One decimal always, so the readout keeps its width while the pointer moves.
  const format = (millimetres: number) => formats.millimetres(millimetres, 1);

  const hint =
    mode === 'move'
      ? t('hints.move')
      : mode === 'delete'
        ? t('hints.delete')
        : editor.closable
          ? t('hints.close')
          : editor.drawing
            ? t('hints.cancel')
            : t('hints.draw');

  return (
    <div className="conf:flex conf:flex-col conf:gap-3 conf:md:flex-row">
      <EditorToolbar
        tool={editor.tool}
        mode={mode}
        selectionCount={selection.length}
        customLineCount={design.customLines.length}
        snapEnabled={editor.snapEnabled}
        snapDistance={editor.snapDistance}
        onTool={editor.chooseTool}
        onMode={editor.changeMode}
        onDeleteSelected={editor.deleteSelected}
        onClearAll={editor.clearAll}
        onSnapEnabled={editor.setSnapEnabled}
        onSnapDistance={editor.setSnapDistance}
      />
      <div className="conf:flex conf:min-w-0 conf:flex-1 conf:flex-col conf:gap-2">
        <div className="conf:flex conf:flex-wrap conf:justify-between conf:gap-2 conf:text-sm">
          <p data-testid="editor-coordinates" className="conf:font-mono conf:tabular-nums">
            {cursor
              ? t('coordinates', { x: format(cursor.x), y: format(cursor.y) })
              : t('noCoordinates')}
          </p>
          <p role="status" className="conf:text-muted-foreground">
            {hint}
            {selection.length > 0 && ` · ${t('selected', { count: selection.length })}`}
          </p>
        </div>
        {/* The canvas takes the arrow keys for drawing, so the box it scrolls in takes the focus
            before it: there the arrow keys scroll a zoomed drawing. */}
        <div
          role="region"
          aria-label={t('scrollArea')}
          tabIndex={0}
          className="conf:max-h-[70vh] conf:overflow-auto conf:rounded-md conf:border conf:border-border conf:bg-card conf:focus-visible:outline-2 conf:focus-visible:outline-offset-2 conf:focus-visible:outline-ring"
        >
          <svg
            ref={editor.svgRef}
            data-testid="drawing-canvas"
            role="application"
            aria-label={t('canvasLabel')}
            tabIndex={0}
            viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
            style={{ width: `${zoom}%`, touchAction: 'none' }}
            className={`conf:block conf:h-auto conf:select-none conf:focus-visible:outline-2 conf:focus-visible:outline-ring ${
              mode === 'draw'
                ? 'conf:cursor-crosshair'
                : mode === 'move'
                  ? 'conf:cursor-move'
                  : 'conf:cursor-pointer'
            }`}
            {...editor.canvasHandlers}
          >
            <EditorGrid viewBox={viewBox} />
            <EditorShapes
              shapes={editor.shapes}
              selected={editor.selectedKeys}
              pendingDelete={editor.pendingDelete}
              moveDelta={editor.moveDelta}
            />
            <DraftShape
              draft={editor.draft}
              cursor={mode === 'draw' ? cursor : null}
              snappedTo={editor.snappedTo}
              viewBox={viewBox}
              showDimensions={showDimensions}
              design={design}
              format={format}
            />
          </svg>
        </div>
      </div>
    </div>
  );
}
