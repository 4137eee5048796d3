// How the panel's tabs are grouped: each tab belongs to one section, the section switcher shows
// one section's tabs at a time, and the open tab travels in the address (?tab=members) so a reload
// or a shared link opens the same place. Pure, so the rules are tested without a browser.

export type PanelSection<S extends string = string> = { id: S; label: string };
export type PanelTab<S extends string = string> = { id: string; section: S };
/** A tab only some roles see (`roles`); without it, every signed-in admin sees it. */
export type RoleGatedTab = { roles?: readonly string[] };

/**
 * The tabs an admin of this role may open: the others are not offered at all (the server still
 * refuses their calls to whoever asks).
 */
export function tabsForRole<T extends PanelTab & RoleGatedTab>(tabs: readonly T[], role: string): T[] {
  return tabs.filter((tab) => !tab.roles || tab.roles.includes(role));
}

/** The tabs of one section, in the list's order. */
export function tabsIn<T extends PanelTab>(tabs: readonly T[], section: string): T[] {
  return tabs.filter((tab) => tab.section === section);
}

/** Sections that have at least one tab, in the sections' order (an empty section is not offered). */
export function sectionsWithTabs<S extends PanelSection>(sections: readonly S[], tabs: readonly PanelTab[]): S[] {
  return sections.filter((section) => tabs.some((tab) => tab.section === section.id));
}

/** The tab the address asks for, or the first tab when it names none we know. */
export function tabFromAddress<T extends PanelTab>(tabs: readonly T[], asked: string | null): T {
  const first = tabs[0];
  if (!first) throw new Error("the panel has no tabs");
  return tabs.find((tab) => tab.id === asked) ?? first;
}

/**
 * The tab to show when a section is chosen: the one last open in it (so switching sections and
 * back returns to where the admin was), else the section's first tab.
 */
export function tabForSection<T extends PanelTab>(
  tabs: readonly T[],
  section: string,
  lastOpen: Readonly<Record<string, string>>,
): T | undefined {
  const inSection = tabsIn(tabs, section);
  return inSection.find((tab) => tab.id === lastOpen[section]) ?? inSection[0];
}

/** The address of the panel with this tab open; the default tab keeps the address bare. */
export function addressForTab(tabs: readonly PanelTab[], tabId: string): string {
  return tabs[0]?.id === tabId ? "" : `?${new URLSearchParams({ tab: tabId }).toString()}`;
}
