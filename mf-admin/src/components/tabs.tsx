import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ReadonlyArray<TabItem<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, Tab moves
 * on into the selected panel. Only the selected panel is rendered.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect }: TabsProps<Id>) {
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  // On a narrow screen the tab list scrolls sideways; keep the selected tab in sight (a link to
  // ?tab=dimensions would otherwise open with its tab cut off at the edge).
  const currentId = current?.id;
  useEffect(() => {
    const tab = currentId === undefined ? undefined : tabRefs.current.get(currentId);
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="admin:flex admin:gap-1 admin:overflow-x-auto admin:border-b admin:border-border"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`admin-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`admin-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`admin:-mb-px admin:border-b-2 admin:px-4 admin:py-2.5 admin:text-sm admin:font-semibold admin:whitespace-nowrap admin:transition-colors admin:outline-none admin:focus-visible:ring-2 admin:focus-visible:ring-ring admin:focus-visible:ring-inset ${
                isSelected
                  ? 'admin:border-primary admin:text-foreground'
                  : 'admin:border-transparent admin:text-muted-foreground admin:hover:text-foreground'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`admin-panel-${current.id}`}
          aria-labelledby={`admin-tab-${current.id}`}
          className="admin:pt-6"
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}
