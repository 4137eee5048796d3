// The resources whose listings are cached by the version of their own data, declared once: the
// `VersionedResource` union, the change mark's statement (change-mark.ts) and the triggers that
// raise each version all come from this list. The triggers themselves live in migrations (which
// are never edited once committed); versioned-resources.test.ts fails when a resource here has no
// trigger in a migrated database, or a version trigger there is not on this list (decision 0068).

/** A table whose changes raise a resource's version, and which of its changes do. */
type VersionedTable = { readonly table: string; readonly on: readonly ("insert" | "update" | "delete")[] };

const EVERY_CHANGE = ["insert", "update", "delete"] as const;

export const VERSIONED_RESOURCES = {
  invitation_codes: [{ table: "invitation_codes", on: EVERY_CHANGE }],
  credibility_entries: [
    { table: "credibility_entries", on: EVERY_CHANGE },
    // Completing an import makes its entries appear.
    { table: "credibility_imports", on: ["update"] },
  ],
  // The due lists (src/core/deadlines/claim-events.ts): every rewrite of a claim's deadlines.
  claim_deadlines: [{ table: "claim_deadlines", on: EVERY_CHANGE }],
} as const satisfies Record<string, readonly VersionedTable[]>;

export type VersionedResource = keyof typeof VERSIONED_RESOURCES;

export const VERSIONED_RESOURCE_NAMES = Object.keys(VERSIONED_RESOURCES) as VersionedResource[];

/**
 * The statements a custom migration carries for `resource`: its `data_versions` row and one
 * trigger per table and change, written as db/migrations/0003_data_version_triggers.sql wrote them.
 */
export function versionTriggerStatements(resource: VersionedResource): { row: string; triggers: Record<string, string> } {
  const triggers: Record<string, string> = {};
  for (const { table, on } of VERSIONED_RESOURCES[resource] as readonly VersionedTable[]) {
    for (const change of on) {
      const name = `${table}_${change}_version`;
      triggers[name] =
        `CREATE TRIGGER \`${name}\` AFTER ${change.toUpperCase()} ON \`${table}\` BEGIN ` +
        `UPDATE \`data_versions\` SET \`version\` = \`version\` + 1 WHERE \`resource\` = '${resource}'; END`;
    }
  }
  return {
    row: `INSERT INTO \`data_versions\` (\`resource\`, \`version\`) VALUES ('${resource}', 0) ON CONFLICT DO NOTHING`,
    triggers,
  };
}
