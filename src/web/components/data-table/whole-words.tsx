// Free text in a table cell (an audit entry's detail) whose words hold addresses and e-mails:
// the text wraps at its spaces only, never inside a word (a hyphen or an "@" is no place to
// break "field-desk@gulf-coast.example"). On phones the stacked cards may break a word too long
// for the card (data-table.css). One box per cell: stacked on phones, a cell is a grid of its
// label and one value.
export function WholeWords({ text }: { text: string }) {
  return (
    <span>
      {text
        .split(/(\s+)/)
        .filter(Boolean)
        .map((part, index) =>
          /^\s/.test(part) ? (
            part
          ) : (
            // The words of a text never change order: the index is their identity.
            <span key={index} className="data-table__word">
              {part}
            </span>
          ),
        )}
    </span>
  );
}

/**
 * A time of day after its day ("2026-11-28 22:41:12 UTC"): when the column is narrow the time goes
 * under the day, whole, instead of breaking into a third line.
 */
export function DayOverTime({ text }: { text: string }) {
  const space = text.indexOf(" ");
  if (space < 0) return <span className="data-table__word">{text}</span>;
  return (
    <span>
      <span className="data-table__word">{text.slice(0, space)}</span> <span className="data-table__word">{text.slice(space + 1)}</span>
    </span>
  );
}
