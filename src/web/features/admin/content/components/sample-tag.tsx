// The mark of a row loaded by `aan demo seed`: sample data, not a real record.
export function SampleTag() {
  return (
    <span className="content-tag content-tag--sample" title="Sample data from the demo seed">
      Sample
    </span>
  );
}
