// Dollar amounts in a testimonial (public-screens.md §2.3): the first red (where the claim
// started), the last green (where it ended), any between orange. A lone amount is the outcome the
// text is about, so it is green (decision 0032).

export type AmountTone = "red" | "orange" | "green";
export type TextPiece = { text: string; tone?: AmountTone };

/**
 * "$52,000", "$1625", "$2.1M", "$15k", "$1.5 million": grouped thousands or plain digits, cents or
 * a decimal, then an optional scale. A comma or full stop after the figure is punctuation, not part
 * of it.
 */
const AMOUNT = /\$(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?(?:million|thousand|billion)\b|[KkMmBb]\b)?/g;

export function amountTone(index: number, count: number): AmountTone {
  if (index === count - 1) return "green";
  return index === 0 ? "red" : "orange";
}

/** The text cut into plain pieces and amount pieces, in order; joined, they give the text back. */
export function highlightAmounts(text: string): TextPiece[] {
  const matches = [...text.matchAll(AMOUNT)];
  const pieces: TextPiece[] = [];
  let at = 0;
  matches.forEach((match, index) => {
    const start = match.index;
    if (start > at) pieces.push({ text: text.slice(at, start) });
    pieces.push({ text: match[0], tone: amountTone(index, matches.length) });
    at = start + match[0].length;
  });
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
