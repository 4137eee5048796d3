// The dashboard's key help, laid out in whole phrases: a line breaks between "g generate" and
// "c custom", never inside one, so a narrow terminal (80 columns) reads every phrase whole.

const SEPARATOR = " · ";

/** The phrases packed into lines of at most `width` characters (a phrase longer than that has a line of its own). */
export function keyHelpLines(phrases: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const phrase of phrases) {
    const longer = line ? `${line}${SEPARATOR}${phrase}` : phrase;
    if (line && [...longer].length > width) {
      lines.push(line);
      line = phrase;
    } else line = longer;
  }
  if (line) lines.push(line);
  return lines;
}

/** The lines a text takes when wrapped at `width` between words (its own line breaks kept), as the terminal will show it. */
export function wrappedLineCount(text: string, width: number): number {
  let count = 0;
  for (const paragraph of text.split("\n")) {
    let lines = 1;
    let line = 0;
    for (const word of paragraph.split(" ")) {
      const length = [...word].length;
      if (line > 0 && line + 1 + length <= width) {
        line += 1 + length;
        continue;
      }
      if (line > 0) lines += 1;
      // A word longer than a line is cut across as many lines as it needs.
      lines += Math.max(0, Math.ceil(length / width) - 1);
      line = length % width || (length ? width : 0);
    }
    count += lines;
  }
  return count;
}
