// One of a few values, chosen with a group of terminal buttons: the chosen one is pressed
// (aria-pressed), a click chooses another. The Overview's range, a package's billing frequency.
import type { ReactNode } from "react";

export function ChoiceButtons<V extends string | number>({
  label,
  className,
  buttonClassName,
  compact = false,
  choices,
  chosen,
  onChoose,
  children,
}: {
  /** The group's name for screen readers ("Range"). */
  label: string;
  className: string;
  /** Each button's own class, beside term-button. */
  buttonClassName: string;
  /** The small buttons of a card or a bar (as FormButtons' `compact`). */
  compact?: boolean;
  choices: readonly V[];
  chosen: V | null;
  onChoose: (choice: V) => void;
  /** What a button says for its value. */
  children: (choice: V) => ReactNode;
}) {
  const buttonClass = `term-button${compact ? " term-button--compact" : ""} ${buttonClassName}`;
  return (
    <div role="group" aria-label={label} className={className}>
      {choices.map((choice) => (
        <button key={choice} type="button" className={buttonClass} aria-pressed={choice === chosen} onClick={() => onChoose(choice)}>
          {children(choice)}
        </button>
      ))}
    </div>
  );
}
