import { useId, type KeyboardEvent, type ReactNode } from 'react';

interface TabListProps<Key extends string> {
  label: string;
  tabs: ReadonlyArray<{ key: Key; label: string }>;
  selected: Key;
  onSelect: (key: Key) => void;
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs: the selected tab is the one tab stop, arrow keys move between tabs, and the
 * panel is labelled by its tab.
 */
export function TabList<Key extends string>(props: TabListProps<Key>) {
  const baseId = useId();
  const index = props.tabs.findIndex((tab) => tab.key === props.selected);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = props.tabs[(index + step + props.tabs.length) % props.tabs.length];
    if (next) {
      props.onSelect(next.key);
      document.getElementById(`${baseId}-${next.key}`)?.focus();
    }
  };
  return (
    <div className={props.className}>
      <div
        role="tablist"
        aria-label={props.label}
        onKeyDown={onKeyDown}
        className="conf:flex conf:gap-1 conf:overflow-x-auto conf:rounded-md conf:bg-muted conf:p-1"
      >
        {props.tabs.map((tab) => {
          const selected = tab.key === props.selected;
          return (
            <button
              key={tab.key}
              id={`${baseId}-${tab.key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => props.onSelect(tab.key)}
              className={`conf:flex-1 conf:rounded-sm conf:px-1.5 conf:py-1.5 conf:whitespace-nowrap conf:text-sm conf:font-medium conf:transition-colors conf:focus-visible:outline-2 conf:focus-visible:outline-ring ${selected ? 'conf:bg-background conf:text-foreground conf:shadow-sm' : 'conf:text-muted-foreground conf:hover:text-foreground'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${props.selected}`}
        className="conf:mt-4"
      >
        {props.children}
      </div>
    </div>
  );
}
