// The terminal palette: phosphor green on black, amber for notices, red for refusals.
export const theme = {
  text: "green",
  bright: "greenBright",
  muted: "gray",
  notice: "yellow",
  error: "red",
  background: "black",
} as const;
