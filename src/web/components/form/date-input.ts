// A calendar day is typed as it is printed everywhere (claims, the panel, the CLI): YYYY-MM-DD.
// The browser's own date input shows the day in its locale's order (11/28/2026 in en-US) while
// every page prints 2026-11-28 and every message asks for YYYY-MM-DD, so a day is a text field.
export const DAY_FORMAT = "YYYY-MM-DD";

/** The props a TextField takes to be a calendar day. */
export const DATE_INPUT = { type: "text", placeholder: DAY_FORMAT, maxLength: 10, autoComplete: "off" } as const;
