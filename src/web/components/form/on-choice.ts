// A select hands on what the DOM holds, a string. A filter's onChange made with onChoice hands on
// only one of the select's own choices, typed as theirs: no filter guards its value by hand.
export function onChoice<V extends string>(choices: ReadonlyArray<{ value: V }>, choose: (value: V) => void): (value: string) => void {
  return (value) => {
    const chosen = choices.find((choice) => choice.value === value);
    if (chosen) choose(chosen.value);
  };
}
