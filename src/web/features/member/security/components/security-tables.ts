// The columns of the security page's lists, each a DataTable (decision 0133). Times are UTC as
// everywhere on the account; what a member reads is words, never a stored key.
import type { Schema } from "#web/lib/api-types";
import type { Column } from "#web/components/data-table/columns";
import { formatUtc } from "#web/lib/format-time";

const METHOD_WORDS = { password: "Password", passkey: "Passkey" } as const;

export const SIGN_IN_COLUMNS: readonly Column<Schema<"SignIn">>[] = [
  { header: "Time (UTC)", label: "Time", className: "text-nowrap", cell: (row) => formatUtc(row.at) },
  { header: "Device", cell: (row) => row.device ?? "—" },
  { header: "With", className: "text-nowrap", cell: (row) => (row.method ? METHOD_WORDS[row.method] : "—") },
  { header: "Approximate address", label: "Address", className: "text-nowrap", cell: (row) => row.approximateAddress ?? "Not recorded" },
  { header: "Browser (as reported)", label: "Browser", className: "security-browser", cell: (row) => row.browser ?? "—" },
];

export const DEVICE_COLUMNS: readonly Column<Schema<"SecurityDevice">>[] = [
  { header: "Device", cell: (row) => (row.current ? `${row.label} (this browser)` : row.label) },
  { header: "Last activity (UTC)", label: "Last activity", className: "text-nowrap", cell: (row) => formatUtc(row.lastSeenAt) },
  { header: "Added (UTC)", label: "Added", className: "text-nowrap", cell: (row) => formatUtc(row.createdAt) },
  {
    header: "Signed in now",
    label: "Signed in",
    className: "text-nowrap",
    cell: (row) => (row.sessions === 0 ? "No" : row.sessions === 1 ? "Yes" : `Yes, ${row.sessions} sessions`),
  },
  { header: "Passkey", className: "text-nowrap", cell: (row) => (row.passkey ? "Yes" : "No") },
];

export const PASSKEY_COLUMNS: readonly Column<Schema<"PasskeySummary">>[] = [
  { header: "Device", cell: (row) => row.device },
  { header: "Added (UTC)", label: "Added", className: "text-nowrap", cell: (row) => formatUtc(row.createdAt) },
  {
    header: "Last used (UTC)",
    label: "Last used",
    className: "text-nowrap",
    cell: (row) => (row.lastUsedAt ? formatUtc(row.lastUsedAt) : "Not yet"),
  },
];

export const ADMIN_ACTION_COLUMNS: readonly Column<Schema<"AdminAction">>[] = [
  { header: "Time (UTC)", label: "Time", className: "text-nowrap", cell: (row) => formatUtc(row.at) },
  { header: "Who", cell: (row) => row.by },
  { header: "What", cell: (row) => row.description },
];
