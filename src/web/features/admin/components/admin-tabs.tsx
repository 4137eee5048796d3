// Accessible tabs (WAI-ARIA tabs pattern) without a library: roving tabindex, arrows and
// Home/End move and select, only the selected panel is rendered.
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { nextTabIndex } from "../lib/tab-keys";

export type TabItem<Id extends string> = { id: Id; label: string };

export function AdminTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: ReadonlyArray<TabItem<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const selectedIndex = Math.max(0, tabs.findIndex((t) => t.id === selected));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(selectedIndex, event.key, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className="admin-tabs">
      <div role="tablist" aria-label={label} className="admin-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) buttons.current.set(tab.id, el);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`admin-tab-${tab.id}`}
              aria-selected={isSelected}
              // Only the selected panel exists, so only its tab may point at it.
              aria-controls={isSelected ? `admin-tabpanel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              className="admin-tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`admin-tabpanel-${selected}`}
        aria-labelledby={`admin-tab-${selected}`}
        tabIndex={0}
        className="admin-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
