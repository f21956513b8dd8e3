import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './class-names.js';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

/** `underline`: a page's sections under a rule; `pills`: a card's modes on a muted track. */
export type TabsVariant = 'underline' | 'pills';

export interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ReadonlyArray<TabItem<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's panel; only that one is rendered. */
  children: ReactNode;
  variant?: TabsVariant;
  className?: string;
}

const listClasses: Record<TabsVariant, string> = {
  underline: 'flex gap-1 overflow-x-auto border-b border-border',
  pills: 'flex gap-1 overflow-x-auto rounded-md bg-muted p-1',
};

const tabClasses: Record<TabsVariant, { base: string; selected: string; other: string }> = {
  underline: {
    base: '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
    selected: 'border-primary text-foreground',
    other: 'border-transparent text-muted-foreground hover:text-foreground',
  },
  pills: {
    base: 'flex-1 rounded-sm px-1.5 py-1.5 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
    selected: 'bg-background text-foreground shadow-sm',
    other: 'text-muted-foreground hover:text-foreground',
  },
};

const panelClasses: Record<TabsVariant, string> = { underline: 'pt-6', pills: 'mt-4' };

/** The tab that a key moves to from `index`, or undefined for a key that moves nowhere. */
function tabForKey<T>(tabs: ReadonlyArray<T>, index: number, key: string): T | undefined {
  if (key === 'ArrowRight') return tabs[(index + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(index - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs.at(-1);
  return undefined;
}

/**
 * WAI-ARIA tabs with automatic activation: the selected tab is the one tab stop, arrow keys, Home
 * and End move between tabs, Tab moves on into the panel, which is labelled by its tab.
 */
export function Tabs<Id extends string>(props: TabsProps<Id>) {
  const { label, tabs, selected, onSelect, variant = 'underline' } = props;
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  // On a narrow screen the tab list scrolls sideways; keep the selected tab in sight (a link to
  // one tab would otherwise open with it cut off at the edge). Only the list scrolls: a tab list
  // further down the page never moves the page.
  const listRef = useRef<HTMLDivElement>(null);
  const currentId = current?.id;
  useEffect(() => {
    const tab = currentId === undefined ? undefined : tabRefs.current.get(currentId);
    const list = listRef.current;
    if (tab && list) scrollSidewaysIntoView(list, tab);
  }, [currentId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const next = tabForKey(tabs, index, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const look = tabClasses[variant];
  return (
    <div className={props.className}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={listClasses[variant]}
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
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={classNames(look.base, isSelected ? look.selected : look.other)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          className={panelClasses[variant]}
        >
          {props.children}
        </div>
      )}
    </div>
  );
}

/** Scrolls `list` sideways just far enough to show all of `tab`. */
function scrollSidewaysIntoView(list: HTMLElement, tab: HTMLElement): void {
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left;
  else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
}
