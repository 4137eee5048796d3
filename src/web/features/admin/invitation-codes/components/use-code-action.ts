// What both forms in a code's row (assign, extend) send alike: the form's id from the verb and the
// code, a submit inside the signed-in panel (a lost session is told by the guard), the server's
// sentence about this code as the toast, and the form closed once it is done.
import type { z } from "#zod";
import type { Schema } from "#web/lib/api-types";
import { useFormSubmit, type FormMutation } from "#web/components/form/use-form-submit";
import type { ToastMessage } from "#web/components/toast/toast-text";

export type CodeAction = ReturnType<typeof useCodeAction>;

export function useCodeAction<S extends z.ZodType, V, R extends { message?: string }>(
  verb: "assign" | "extend",
  code: Schema<"InvitationCode">,
  onClose: () => void,
  sending: {
    schema: S;
    fields: readonly string[];
    mutation: FormMutation<V, R>;
    toVariables: (parsed: z.output<S>) => V;
    done: (message: string | undefined, code: string) => ToastMessage;
    failed: (error: unknown) => ToastMessage;
  },
) {
  const formId = `${verb}-${code.id}`;
  const form = useFormSubmit({
    formId,
    schema: sending.schema,
    fields: sending.fields,
    mutation: sending.mutation,
    toVariables: sending.toVariables,
    sessionGuarded: true,
    successToast: (answer) => sending.done(answer.message, code.code),
    onSuccess: onClose,
    failureToast: sending.failed,
  });
  return { ...form, formId, verb, code, onClose };
}
