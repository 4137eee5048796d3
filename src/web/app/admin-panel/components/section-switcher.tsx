// The panel's sections as one row of toggle buttons (a WAI-ARIA toolbar): the pressed one is the
// open section, arrows and Home/End move along the row and open the section they land on, and the
// section's own tabs sit below. Buttons, not tabs: a section and a tab may share a name ("Members"),
// and each tab must stay the only tab of its name.
import { useRef, type KeyboardEvent } from "react";
import { nextTabIndex } from "#web/components/tabs/tab-keys";
import type { PanelSection } from "../lib/panel-sections";

export function SectionSwitcher<S extends string>({
  sections,
  selected,
  onSelect,
}: {
  sections: ReadonlyArray<PanelSection<S>>;
  selected: S;
  onSelect: (id: S) => void;
}) {
  const buttons = useRef(new Map<S, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    sections.findIndex((s) => s.id === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(selectedIndex, event.key, sections.length);
    const section = next === undefined ? undefined : sections[next];
    if (!section) return;
    event.preventDefault();
    onSelect(section.id);
    buttons.current.get(section.id)?.focus();
  };

  return (
    <div role="toolbar" aria-label="Panel sections" aria-orientation="horizontal" className="panel-sections" onKeyDown={onKeyDown}>
      {sections.map((section) => {
        const isSelected = section.id === selected;
        return (
          <button
            key={section.id}
            ref={(el) => {
              if (el) buttons.current.set(section.id, el);
              else buttons.current.delete(section.id);
            }}
            type="button"
            aria-pressed={isSelected}
            // One stop in the Tab order: the row is entered on the open section, arrows do the rest.
            tabIndex={isSelected ? 0 : -1}
            className="panel-sections__button"
            data-section={section.id}
            onClick={() => onSelect(section.id)}
          >
            {section.label}
          </button>
        );
      })}
    </div>
  );
}
