// Accessible tabs (WAI-ARIA tabs pattern) without a library: roving tabindex, arrows and
// Home/End move and select, only the selected panel is rendered.
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { nextTabIndex } from "./tab-keys";
import "./tabs.css";

export type TabItem<Id extends string> = { id: Id; label: string };

export function Tabs<Id extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  /** Tab ids are `${idPrefix}-tab-${id}`, the panel's `${idPrefix}-tabpanel-${id}`. */
  idPrefix: string;
  label: string;
  tabs: ReadonlyArray<TabItem<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const panelId = (id: Id) => `${idPrefix}-tabpanel-${id}`;

  // Arrow keys act on the focused tab: with a roving tabindex only a tab button ever has the focus.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTabIndex(selectedIndex, event.key, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
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
              id={tabId(tab.id)}
              aria-selected={isSelected}
              // Only the selected panel exists, so only its tab may point at it.
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
