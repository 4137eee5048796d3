// Opens a Form full-screen on the run's terminal and resolves with its values (undefined if cancelled).
import { render } from "ink";
import type { z } from "zod";
import type { CliIo } from "../cli-run";
import { Form, type FormField } from "./form";

export async function runFormInTerminal(
  options: {
    title: string;
    fields: readonly FormField[];
    initial?: Record<string, string>;
    schema: z.ZodType;
  },
  io: CliIo,
): Promise<Record<string, string> | undefined> {
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
    { stdout: io.stdout as NodeJS.WriteStream, stderr: io.stderr as NodeJS.WriteStream, stdin: io.stdin as NodeJS.ReadStream },
  );
  await app.waitUntilExit();
  return answer;
}
