// Opens a Form full-screen on the terminal and resolves with its values (undefined if cancelled).
import { render } from "ink";
import type { z } from "zod";
import { Form, type FormField } from "./form";

export async function runFormInTerminal(options: {
  title: string;
  fields: readonly FormField[];
  initial?: Record<string, string>;
  schema: z.ZodType;
}): Promise<Record<string, string> | undefined> {
  let answer: Record<string, string> | undefined;
  const app = render(
    <Form
      {...options}
      onSubmit={(values) => {
        answer = values;
        app.unmount();
      }}
      onCancel={() => app.unmount()}
    />,
  );
  await app.waitUntilExit();
  return answer;
}
