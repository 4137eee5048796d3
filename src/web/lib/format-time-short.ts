// Dense tables (members, outbox) show UTC times to the minute; the column head says UTC.
export function formatUtcMinute(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  return date.toISOString().slice(0, 16).replace("T", " ");
}
