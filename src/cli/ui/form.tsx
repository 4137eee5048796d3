// A terminal form: one field at a time, Enter moves on, Enter on the last field validates the
// whole form with the shared schema and jumps back to the first field it complains about.
// Up/Down move between fields, Esc cancels. Shown text (the title, values, messages) is escaped
// for the terminal; a stored value to edit arrives escaped already (formValuesForTerminal).
import { Box, Text, useInput } from "ink";
import TextInput from "ink-text-input";
import { useState } from "react";
import type { z } from "zod";
import { escapeForTerminal } from "../terminal-text";
import { theme } from "./theme";

export type FormField = { key: string; label: string; required?: boolean; mask?: boolean };

export type FormProps = {
  title: string;
  fields: readonly FormField[];
  initial?: Record<string, string>;
  schema: z.ZodType;
  onSubmit(values: Record<string, string>): void | string | Promise<void | string>;
  onCancel(): void;
};

export function Form({ title, fields, initial = {}, schema, onSubmit, onCancel }: FormProps) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.key, initial[f.key] ?? ""])));
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | undefined>();

  useInput((_, key) => {
    if (key.escape) onCancel();
    if (key.upArrow) setActive((i) => Math.max(0, i - 1));
    if (key.downArrow) setActive((i) => Math.min(fields.length - 1, i + 1));
  });

  async function submitField() {
    if (active < fields.length - 1) return setActive(active + 1);
    const result = schema.safeParse(values);
    if (!result.success) {
      const issue = result.error.issues[0];
      setError(issue?.message ?? "Invalid input");
      const at = fields.findIndex((f) => f.key === issue?.path[0]);
      if (at >= 0) setActive(at);
      return;
    }
    const refusal = await onSubmit(values);
    if (typeof refusal === "string") setError(refusal);
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
          {i === active ? (
            <TextInput
              value={values[field.key] ?? ""}
              mask={field.mask ? "*" : undefined}
              onChange={(value) => {
                setError(undefined);
                setValues((v) => ({ ...v, [field.key]: value }));
              }}
              onSubmit={() => void submitField()}
            />
          ) : (
            <Text color={theme.text}>
              {field.mask ? "*".repeat((values[field.key] ?? "").length) : escapeForTerminal(values[field.key] ?? "")}
            </Text>
          )}
        </Box>
      ))}
      {error ? <Text color={theme.error}>{escapeForTerminal(error, { keepLineBreaks: true })}</Text> : null}
      <Text color={theme.muted}>Enter: next / save · ↑↓: move · Esc: cancel</Text>
    </Box>
  );
}
