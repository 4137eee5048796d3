// The credibility entry form's fields, in the order the panel and the CLI show them.
export type CredibilityField = {
  key:
    | "contractorName"
    | "contractorCompany"
    | "contractorAddress"
    | "contractorPhone"
    | "contractorEmail"
    | "clientName"
    | "clientAddress"
    | "claimType"
    | "originalAmount"
    | "reducedAmount"
    | "finalAmount"
    | "deductible"
    | "publicAdjuster"
    | "fieldAdjuster"
    | "deskAdjuster"
    | "notes"
    | "successStory";
  label: string;
  required: boolean;
  kind: "text" | "amount" | "email" | "long";
};

export const CREDIBILITY_FIELDS: readonly CredibilityField[] = [
  { key: "contractorName", label: "Contractor name", required: true, kind: "text" },
  { key: "contractorCompany", label: "Contractor company", required: true, kind: "text" },
  { key: "contractorAddress", label: "Contractor address", required: true, kind: "text" },
  { key: "contractorPhone", label: "Contractor phone", required: false, kind: "text" },
  { key: "contractorEmail", label: "Contractor email", required: false, kind: "email" },
  { key: "clientName", label: "Client name", required: true, kind: "text" },
  { key: "clientAddress", label: "Client address", required: true, kind: "text" },
  { key: "claimType", label: "Claim type", required: true, kind: "text" },
  { key: "originalAmount", label: "Original amount ($)", required: false, kind: "amount" },
  { key: "reducedAmount", label: "Reduced amount ($)", required: false, kind: "amount" },
  { key: "finalAmount", label: "Final amount ($)", required: false, kind: "amount" },
  { key: "deductible", label: "Deductible ($)", required: false, kind: "amount" },
  { key: "publicAdjuster", label: "Public adjuster", required: false, kind: "text" },
  { key: "fieldAdjuster", label: "Field adjuster", required: false, kind: "text" },
  { key: "deskAdjuster", label: "Desk adjuster", required: false, kind: "text" },
  { key: "notes", label: "Notes", required: false, kind: "long" },
  { key: "successStory", label: "Success story", required: false, kind: "long" },
];

/** camelCase key → kebab-case CLI flag name: contractorName → contractor-name. */
export const flagNameOf = (key: string) => key.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
