// A list of short lines, each marked "> " like a terminal prompt (.term-list in ../public-pages.css).
import "../public-pages.css";

export function TermList({ items }: { items: readonly string[] }) {
  return (
    <ul className="plain-list term-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
