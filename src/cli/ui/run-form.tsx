// Opens a Form full-screen on the run's terminal and resolves with its values (undefined if cancelled).
import { render } from "ink";
import type { z } from "#zod";
import type { CliIo } from "../cli-run";
import { nodeStreamOf } from "../output";
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
    { stdout: nodeStreamOf(io.stdout), stderr: nodeStreamOf(io.stderr), stdin: io.stdin as NodeJS.ReadStream },
  );
  await app.waitUntilExit();
  return answer;
}
