import { useRef, useState, type DragEvent } from 'react';
import { Button } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';

interface DropZoneProps {
  onFile: (file: File) => void;
  hasFile: boolean;
}

/** Drop a file or choose one (the input accepts .dxf); the hint names the 50 MB limit. */
export function DropZone({ onFile, hasFile }: DropZoneProps) {
  const { t } = useCalculatorTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid="laser-drop-zone"
      className={`calc:flex calc:flex-col calc:items-center calc:gap-3 calc:rounded-xl calc:border-2 calc:border-dashed calc:p-8 calc:text-center calc:transition-colors ${
        dragging ? 'calc:border-primary calc:bg-primary/5' : 'calc:border-border calc:bg-card'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        className="calc:size-10 calc:text-primary"
      >
        <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
      </svg>
      <p className="calc:font-semibold">{t('laser.dropTitle')}</p>
      <p className="calc:text-sm calc:text-muted-foreground">{t('laser.dropOr')}</p>
      <input
        ref={input}
        type="file"
        accept=".dxf"
        className="calc:sr-only"
        tabIndex={-1}
        // The visible button opens it; one control for assistive technology, not two.
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again reads it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant={hasFile ? 'outline' : 'primary'} onClick={() => input.current?.click()}>
        {hasFile ? t('laser.chooseOther') : t('laser.chooseFile')}
      </Button>
      <p className="calc:text-xs calc:text-muted-foreground">{t('laser.hint')}</p>
    </div>
  );
}
