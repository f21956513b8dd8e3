import { Button } from '@shop/ui';
import type { DrawingTool } from './editor-geometry';
import { useEditorTranslation } from './editor-translations';

export type EditorMode = 'draw' | 'move' | 'delete';

export interface EditorToolbarProps {
  tool: DrawingTool;
  mode: EditorMode;
  selectionCount: number;
  customLineCount: number;
  snapEnabled: boolean;
  snapDistance: number;
  onTool(tool: DrawingTool): void;
  onMode(mode: EditorMode): void;
  onDeleteSelected(): void;
  onClearAll(): void;
  onSnapEnabled(enabled: boolean): void;
  onSnapDistance(distance: number): void;
}

const TOOLS: readonly DrawingTool[] = ['line', 'arc', 'circle', 'rectangle'];

/** The editor's tool column: drawing tools, move and delete toggles, snapping. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useEditorTranslation();
  return (
    <div
      role="toolbar"
      aria-label={t('tools.label')}
      aria-orientation="vertical"
      className="conf:grid conf:grid-cols-2 conf:gap-1.5 conf:sm:grid-cols-4 conf:md:flex conf:md:w-44 conf:md:flex-col"
    >
      {TOOLS.map((tool) => {
        const pressed = props.mode === 'draw' && props.tool === tool;
        return (
          <Button
            key={tool}
            variant={pressed ? 'primary' : 'outline'}
            aria-pressed={pressed}
            size="sm"
            wrap
            onClick={() => props.onTool(tool)}
          >
            <ToolLabel>{t(`tools.${tool}`)}</ToolLabel>
          </Button>
        );
      })}
      <Button
        variant={props.mode === 'move' ? 'primary' : 'outline'}
        aria-pressed={props.mode === 'move'}
        size="sm"
        wrap
        onClick={() => props.onMode(props.mode === 'move' ? 'draw' : 'move')}
      >
        <ToolLabel>{t('tools.move')}</ToolLabel>
      </Button>
      <Button
        variant={props.mode === 'delete' ? 'primary' : 'outline'}
        aria-pressed={props.mode === 'delete'}
        size="sm"
        wrap
        onClick={() => props.onMode(props.mode === 'delete' ? 'draw' : 'delete')}
      >
        <ToolLabel>{t('tools.delete')}</ToolLabel>
      </Button>
      {props.mode === 'delete' && (
        <Button
          variant="outline"
          size="sm"
          wrap
          disabled={props.selectionCount === 0}
          onClick={props.onDeleteSelected}
        >
          <ToolLabel>{t('tools.deleteSelected')}</ToolLabel>
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        wrap
        disabled={props.customLineCount === 0}
        onClick={props.onClearAll}
      >
        <ToolLabel>{t('tools.clearAll')}</ToolLabel>
      </Button>
      <label className="conf:col-span-2 conf:mt-1 conf:flex conf:items-center conf:gap-2 conf:text-sm">
        <input
          type="checkbox"
          checked={props.snapEnabled}
          onChange={(event) => props.onSnapEnabled(event.target.checked)}
        />
        {t('snap.toggle')}
      </label>
      <label className="conf:col-span-2 conf:flex conf:flex-col conf:gap-1 conf:text-sm">
        {t('snap.distance')}
        <input
          type="number"
          min={1}
          max={50}
          step={1}
          value={props.snapDistance}
          disabled={!props.snapEnabled}
          className="conf:w-24 conf:rounded-md conf:border conf:border-input conf:bg-background conf:px-2 conf:py-1"
          onChange={(event) => {
            const value = Number(event.target.value);
            if (Number.isFinite(value) && value > 0) props.onSnapDistance(Math.min(value, 50));
          }}
        />
      </label>
    </div>
  );
}

/** A tool's name, left-aligned in its button like the entries of a menu. */
function ToolLabel({ children }: { children: string }) {
  return <span className="conf:flex-1 conf:text-left">{children}</span>;
}
