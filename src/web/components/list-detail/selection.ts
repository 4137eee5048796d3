// The record a list has open, as the newest answer has it: a change may move it out of a filtered
// list, and then the copy taken when it was opened stays on screen.
export function freshest<T>(list: readonly T[], selected: T | undefined, keyOf: (item: T) => string): T | undefined {
  if (selected === undefined) return undefined;
  const key = keyOf(selected);
  return list.find((item) => keyOf(item) === key) ?? selected;
}
