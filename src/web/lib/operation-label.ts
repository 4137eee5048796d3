// The contact form's operation types as people read them, for the form and the admin inbox alike.
/** The operation types as the select shows them: "claim-reconstruction" → "Claim Reconstruction". */
export const operationLabel = (type: string): string =>
  type
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
