// The setup checklist's answers (GET /api/admin/setup-checklist, `aan doctor --json`).
import { z } from "#zod";
import { SETUP_LINE_KEYS } from "../setup-checklist";
import { nullable, success, timestamp } from "./common";

export const setupLine = z.object({
  key: z.enum(SETUP_LINE_KEYS),
  title: z.string(),
  state: z.enum(["done", "open", "not-needed"]),
  detail: z.string().meta({ description: "What is missing (the line's text and the particular items), or what is in place" }),
  fix: z
    .object({ web: z.string().optional(), cli: z.string().optional() })
    .meta({ description: "Where the line is fixed: a panel address, a command" }),
  reportedAt: nullable(timestamp).meta({ description: "For a line only the server sees: when `aan serve` last reported it" }),
});
export type SetupLineView = z.output<typeof setupLine>;

export const setupChecklistAnswer = success({ lines: z.array(setupLine), open: z.number().int() });
export type SetupChecklistAnswer = z.output<typeof setupChecklistAnswer>;
export const setupLineChangeAnswer = setupChecklistAnswer.extend({ message: z.string() });
export type SetupLineChangeAnswer = z.output<typeof setupLineChangeAnswer>;
export const testMessageAnswer = success({
  message: z.string(),
  id: z.string(),
  to: z.string(),
  status: z.enum(["pending", "sent", "held", "failed"]).meta({ description: "The outbox state after one delivery attempt" }),
  error: nullable(z.string()),
});
export type TestMessageAnswer = z.output<typeof testMessageAnswer>;

/** Views several answers share, by the name the OpenAPI document gives them. */
export const NAMED_VIEWS = { SetupLine: setupLine } as const;

/** This area's answers by the name the OpenAPI document gives them (#/components/schemas/<name>Answer). */
export const NAMED_ANSWERS = {
  SetupChecklist: setupChecklistAnswer,
  SetupLineChange: setupLineChangeAnswer,
  TestMessage: testMessageAnswer,
} as const;
