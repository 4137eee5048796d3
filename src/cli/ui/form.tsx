// A terminal form: one field at a time, Enter moves on, Enter on the last field validates the
// whole form with the shared schema and jumps back to the first field it complains about.
// Up/Down move between fields, Esc cancels. Keys that arrive in one write (a slow SSH link) are
// each handled in order, Enter and Backspace among the letters (typed-keys.ts). Shown text (the title, values, messages) is escaped
// for the terminal; a stored value to edit arrives escaped already (formValuesForTerminal).
import { Box, Text } from "ink";
import { useRef, useState } from "react";
import type { z } from "#zod";
import { escapeForTerminal } from "../terminal-text";
import { LineField } from "./line-field";
import { theme } from "./theme";
import { editLine, lineAtEnd, moveCursor, typedKeys, type LineState } from "./typed-keys";
import { KeySource, useKeys } from "./use-keys";

export type FormField = { key: string; label: string; required?: boolean; mask?: boolean };

export type FormProps = {
  title: string;
  fields: readonly FormField[];
  initial?: Record<string, string>;
  schema: z.ZodType;
  onSubmit(values: Record<string, string>): void | string | Promise<void | string>;
  onCancel(): void;
};

/** The form with its source of keys (see use-keys.ts); inside the dashboard it shares the dashboard's. */
export function Form(props: FormProps) {
  return (
    <KeySource>
      <FormScreen {...props} />
    </KeySource>
  );
}

function FormScreen({ title, fields, initial = {}, schema, onSubmit, onCancel }: FormProps) {
  const [lines, setLines] = useState<LineState[]>(() => fields.map((f) => lineAtEnd(initial[f.key] ?? "")));
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | undefined>();
  // The form as the last key left it: the keys of one write ("Jane\rDoe\r") each build on the one
  // before, before React draws again.
  const now = useRef({ lines, active, submitting: false });
  const valuesOf = (of: LineState[]) => Object.fromEntries(fields.map((f, i) => [f.key, of[i]!.value]));

  useKeys((input, key) => {
    if (key.escape) return onCancel();
    const form = now.current;
    if (form.submitting) return;
    if (key.upArrow) form.active = Math.max(0, form.active - 1);
    if (key.downArrow) form.active = Math.min(fields.length - 1, form.active + 1);
    form.lines = form.lines.with(form.active, moveCursor(form.lines[form.active]!, key));
    for (const typed of typedKeys(input, key)) {
      if (typed.kind !== "enter") {
        setError(undefined);
        form.lines = form.lines.with(form.active, editLine(form.lines[form.active]!, typed));
      } else if (form.active < fields.length - 1) form.active += 1;
      else {
        // Enter on the last field sends the form; what the write still holds is not for it.
        void submit(valuesOf(form.lines));
        break;
      }
    }
    setLines(form.lines);
    setActive(form.active);
  });

  async function submit(values: Record<string, string>) {
    const result = schema.safeParse(values);
    if (!result.success) {
      const issue = result.error.issues[0];
      setError(issue?.message ?? "Invalid input");
      const at = fields.findIndex((f) => f.key === issue?.path[0]);
      if (at >= 0) {
        now.current.active = at;
        setActive(at);
      }
      return;
    }
    now.current.submitting = true;
    try {
      const refusal = await onSubmit(values);
      if (typeof refusal === "string") setError(refusal);
    } finally {
      now.current.submitting = false;
    }
  }

  return (
    <Box flexDirection="column" borderStyle="round" borderColor={theme.text} paddingX={1}>
      <Text color={theme.bright} bold>
        {escapeForTerminal(title)}
      </Text>
      {fields.map((field, i) => (
        <Box key={field.key}>
          <Text color={i === active ? theme.bright : theme.text}>
            {i === active ? "› " : "  "}
            {field.label}
            {field.required ? "*" : ""}:{" "}
          </Text>
          <LineField line={lines[i]!} mask={field.mask} focused={i === active} />
        </Box>
      ))}
      {error ? <Text color={theme.error}>{escapeForTerminal(error, { keepLineBreaks: true })}</Text> : null}
      <Text color={theme.muted}>Enter: next / save · ↑↓: move · Esc: cancel</Text>
    </Box>
  );
}
