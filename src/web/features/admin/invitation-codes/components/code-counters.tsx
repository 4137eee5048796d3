// The counters of the panel (spec §2): Active (unused), Used (members), Total Generated, and
// Expired (expired codes are neither active nor used, but were generated). The server
// counts them (exact at any size).
import type { Schema } from "#web/lib/api-types";
import "../invitation-codes.css";

export function CodeCounters({ counts }: { counts: Schema<"CodeCounts"> | undefined }) {
  const items = [
    { id: "active", label: "Active Codes", hint: "unused", value: counts?.active },
    { id: "used", label: "Used Codes", hint: "members", value: counts?.used },
    { id: "expired", label: "Expired", hint: "never used", value: counts?.expired },
    { id: "total", label: "Total Generated", hint: "all codes", value: counts?.total },
  ] as const;
  return (
    <dl className="code-counters">
      {items.map((item) => (
        <div key={item.id} className="code-counter" data-testid={`counter-${item.id}`}>
          <dt className="code-counter__label">
            {item.label}
            <span className="code-counter__hint"> ({item.hint})</span>
          </dt>
          <dd className="code-counter__value">{item.value ?? "…"}</dd>
        </div>
      ))}
    </dl>
  );
}
