// The directory's filter panel (public-screens.md §2.9): credential count Most/Least, the six
// success bands with their exact bounds, the states in the directory. Every filter is a toggle
// button (aria-pressed); CLR clears them all; HIDE/SHOW opens and closes the panel (aria-expanded).
import type { ReactNode } from "react";
import { SUCCESS_BANDS, type DirectoryFilters } from "#shared/appraiser-directory";
import { activeFilterCount, bandBounds, clearFilters, toggleBand, toggleCredentialOrder, toggleState } from "../lib/directory-filters";
import "../commerce-pages.css";
import "./directory-filter-panel.css";

const PANEL_ID = "directory-filters";

function Toggle({ pressed, onClick, children, label }: { pressed: boolean; onClick: () => void; children: ReactNode; label?: string }) {
  return (
    <button type="button" className="filter-toggle" aria-pressed={pressed} aria-label={label} onClick={onClick}>
      <span className="filter-toggle__box" aria-hidden="true">
        {pressed ? "■" : "□"}
      </span>
      {children}
    </button>
  );
}

export function DirectoryFilterPanel({
  filters,
  onChange,
  states,
  open,
  onOpenChange,
}: {
  filters: DirectoryFilters;
  onChange: (next: DirectoryFilters) => void;
  states: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const active = activeFilterCount(filters);
  return (
    <section className="filter-panel terminal-panel" aria-labelledby="directory-filters-title">
      <div className="filter-panel__bar">
        <h2 id="directory-filters-title" className="filter-panel__title">
          Filters{active ? <span className="filter-panel__count"> ({active} active)</span> : null}
        </h2>
        <div className="filter-panel__actions">
          <button
            type="button"
            className="term-button term-button--compact term-button--warn"
            onClick={() => onChange(clearFilters())}
            disabled={active === 0}
            aria-label="CLR: clear all filters"
          >
            CLR
          </button>
          <button
            type="button"
            className="term-button term-button--compact"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => onOpenChange(!open)}
          >
            {open ? "HIDE" : "SHOW"}
          </button>
        </div>
      </div>
      <div id={PANEL_ID} className="filter-panel__body" hidden={!open}>
        <fieldset className="filter-group">
          <legend>Credential count</legend>
          <Toggle pressed={filters.credentialOrder === "most"} onClick={() => onChange(toggleCredentialOrder(filters, "most"))}>
            Most
          </Toggle>
          <Toggle pressed={filters.credentialOrder === "least"} onClick={() => onChange(toggleCredentialOrder(filters, "least"))}>
            Least
          </Toggle>
        </fieldset>
        <fieldset className="filter-group">
          <legend>Success rating</legend>
          {SUCCESS_BANDS.map((band) => (
            <Toggle
              key={band.id}
              pressed={filters.bands.includes(band.id)}
              onClick={() => onChange(toggleBand(filters, band.id))}
              label={`${band.label} (${bandBounds(band)})`}
            >
              <span className={`band-swatch band--${band.id}`} aria-hidden="true" />
              <span>{band.label}</span>
              <span className="filter-toggle__hint" aria-hidden="true">
                {bandBounds(band)}
              </span>
            </Toggle>
          ))}
        </fieldset>
        {states.length ? (
          <fieldset className="filter-group filter-group--states">
            <legend>States</legend>
            {states.map((state) => (
              <Toggle key={state} pressed={filters.states.includes(state)} onClick={() => onChange(toggleState(filters, state))}>
                {state}
              </Toggle>
            ))}
          </fieldset>
        ) : null}
      </div>
    </section>
  );
}
