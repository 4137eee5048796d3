// A form's text values: one setter per field key, and a reset to the starting values.
import { useCallback, useState } from "react";

export function useFormValues<K extends string>(initial: Readonly<Record<K, string>>) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const set = useCallback((key: K, value: string) => setValues((current) => ({ ...current, [key]: value })), []);
  const reset = useCallback(() => setValues(initial), [initial]);
  return { values, set, reset };
}
