import { expect, test } from "bun:test";
import { addressForTab, sectionsWithTabs, tabForSection, tabFromAddress, tabsForRole, tabsIn } from "./panel-sections";

const SECTIONS = [
  { id: "codes", label: "Codes" },
  { id: "members", label: "Members" },
  { id: "content", label: "Content" },
  { id: "system", label: "System" },
];
const TABS = [
  { id: "unused", section: "codes" },
  { id: "used", section: "codes" },
  { id: "members", section: "members" },
  { id: "outbox", section: "members" },
  { id: "settings", section: "system" },
  { id: "audit", section: "system" },
];

test("a section shows its own tabs in the list's order; a section without tabs is not offered", () => {
  expect(tabsIn(TABS, "members").map((t) => t.id)).toEqual(["members", "outbox"]);
  expect(sectionsWithTabs(SECTIONS, TABS).map((s) => s.id)).toEqual(["codes", "members", "system"]);
  // One more line in the tab list is all a new tab needs: its section appears with it.
  const grown = [...TABS, { id: "appraisers", section: "content" }];
  expect(sectionsWithTabs(SECTIONS, grown).map((s) => s.id)).toEqual(["codes", "members", "content", "system"]);
  expect(tabsIn(grown, "content").map((t) => t.id)).toEqual(["appraisers"]);
});

test("the address names the open tab; an unknown or missing one opens the first", () => {
  expect(tabFromAddress(TABS, "outbox").id).toBe("outbox");
  expect(tabFromAddress(TABS, null).id).toBe("unused");
  expect(tabFromAddress(TABS, "no-such-tab").id).toBe("unused");
  expect(() => tabFromAddress([], null)).toThrow();
});

test("choosing a section opens the tab last open in it, else its first", () => {
  expect(tabForSection(TABS, "system", {})?.id).toBe("settings");
  expect(tabForSection(TABS, "system", { system: "audit", members: "outbox" })?.id).toBe("audit");
  // A remembered tab that is not in the section (a stale entry) is ignored.
  expect(tabForSection(TABS, "system", { system: "outbox" })?.id).toBe("settings");
  expect(tabForSection(TABS, "content", {})).toBeUndefined();
});

test("the default tab keeps the address bare; others travel as ?tab=", () => {
  expect(addressForTab(TABS, "unused")).toBe("");
  expect(addressForTab(TABS, "audit")).toBe("?tab=audit");
  expect(addressForTab(TABS, "a b&c")).toBe("?tab=a+b%26c");
});

test("a tab kept for some roles is not offered to others, not even by its address; its section goes when it was the only tab", () => {
  const gated = [
    ...TABS,
    { id: "admins", section: "system", roles: ["super_admin"] },
    { id: "keys", section: "content", roles: ["super_admin"] },
  ];
  expect(tabsForRole(gated, "super_admin").map((t) => t.id)).toEqual([...TABS.map((t) => t.id), "admins", "keys"]);
  const plain = tabsForRole(gated, "admin");
  expect(plain.map((t) => t.id)).toEqual(TABS.map((t) => t.id));
  expect(tabFromAddress(plain, "admins").id).toBe("unused");
  expect(sectionsWithTabs(SECTIONS, plain).map((s) => s.id)).toEqual(["codes", "members", "system"]);
  expect(sectionsWithTabs(SECTIONS, tabsForRole(gated, "super_admin")).map((s) => s.id)).toEqual(["codes", "members", "content", "system"]);
});
