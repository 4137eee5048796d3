// The one submit sequence of every form: check with the shared zod schema → a message under each
// invalid field (focus on the first) → send the parsed values → a toast on success or failure →
// reset or close; a server refusal puts its field issues under their fields.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { z } from "#zod";
import { isSessionLost } from "#web/lib/api-error";
import { toast } from "#web/components/toast/toast-store";
import { invalidInput, type ToastMessage } from "#web/components/toast/toast-text";
import { checkForm, firstMessage, problemFromError, type FormProblem } from "./form-check";
import { fieldId } from "./form-fields";

/** What the hook needs of a mutation: useMutation's result fits, so does a hand-made pair. */
export type FormMutation<V, R> = {
  mutate: (variables: V, callbacks: { onSuccess: (answer: R) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

/**
 * A shared schema fetched in its own chunk: a public page with a form (/login, /contact) shows
 * and is taken over without zod, which loads when the person first steps into the form
 * (`useSchemaOnFocus`); a submit before it arrives waits for it. Someone who only reads the
 * page never loads it.
 */
export type LazySchema<S extends z.ZodType> = { load: () => Promise<S> };

export function lazySchema<S extends z.ZodType>(load: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | undefined;
  return {
    load: () =>
      (loading ??= load().catch((error: unknown) => {
        // A chunk that did not arrive (offline) is asked for again at the next submit.
        loading = undefined;
        throw error;
      })),
  };
}

const isLazy = <S extends z.ZodType>(schema: S | LazySchema<S>): schema is LazySchema<S> =>
  "load" in schema && typeof schema.load === "function";

/** Loads a lazy schema the first time focus enters the form `formId`. */
export function useSchemaOnFocus<S extends z.ZodType>(formId: string, schema: S | LazySchema<S>): void {
  useEffect(() => {
    if (!isLazy(schema)) return;
    const form = document.getElementById(formId);
    const load = () => void schema.load().catch(() => undefined);
    form?.addEventListener("focusin", load, { once: true });
    return () => form?.removeEventListener("focusin", load);
  }, [formId, schema]);
}

export type FormSubmitOptions<S extends z.ZodType, V, R> = {
  /** Field ids are `${formId}-${key}`. */
  formId: string;
  /** The shared schema the server also applies (or its lazy loader); its output is what is sent. */
  schema: S | LazySchema<S>;
  /** The keys the form shows (issues of other paths go to the summary line). */
  fields: readonly string[];
  mutation: FormMutation<V, R>;
  /** Builds the mutation's variables from the parsed values (default: the values themselves). */
  toVariables?: (parsed: z.output<S>) => V;
  /** Left out when the screen itself shows the outcome (a confirmation in place of the form). */
  successToast?: (answer: R, sent: z.output<S>) => ToastMessage;
  failureToast: (error: unknown) => ToastMessage;
  /** After the success toast: clear the values or close the form. */
  onSuccess?: (answer: R, sent: z.output<S>) => void;
  onFailure?: (error: unknown) => void;
  /** Also raise a toast for a refused check (the spec words some checks as toasts: 'Invalid Count: …'). */
  toastInvalid?: boolean;
  /**
   * Inside the signed-in panel a 401 means the session ended: the session guard tells it once on
   * the way to the login, so the form stays silent. (A sign-in form's 401 is its own failure.)
   */
  sessionGuarded?: boolean;
};

function focusFirstInvalid(formId: string, problem: FormProblem): void {
  const first = Object.keys(problem.fields)[0];
  if (first) document.getElementById(fieldId(formId, first))?.focus();
}

export function useFormSubmit<S extends z.ZodType, R, V = z.output<S>>(options: FormSubmitOptions<S, V, R>) {
  const [problem, setProblem] = useState<FormProblem>();
  const { formId, schema, fields, mutation } = options;
  const clearProblem = useCallback(() => setProblem(undefined), []);

  useSchemaOnFocus(formId, schema);

  const submit = (values: unknown) => {
    if (isLazy(schema))
      schema.load().then(
        (loaded) => check(loaded, values),
        (error: unknown) => toast(options.failureToast(error)),
      );
    else check(schema, values);
  };

  const check = (loaded: S, values: unknown) => {
    const checked = checkForm(loaded, values, fields);
    if (!checked.ok) {
      setProblem(checked.problem);
      focusFirstInvalid(formId, checked.problem);
      if (options.toastInvalid) toast(invalidInput(firstMessage(checked.problem)));
      return;
    }
    setProblem(undefined);
    const sent = checked.data;
    const variables = options.toVariables ? options.toVariables(sent) : (sent as unknown as V);
    mutation.mutate(variables, {
      onSuccess: (answer) => {
        if (options.successToast) toast(options.successToast(answer, sent));
        options.onSuccess?.(answer, sent);
      },
      onError: (error) => {
        if (options.sessionGuarded && isSessionLost(error)) return;
        toast(options.failureToast(error));
        const refused = problemFromError(error, fields);
        setProblem(refused);
        if (refused) focusFirstInvalid(formId, refused);
        options.onFailure?.(error);
      },
    });
  };

  return {
    problem,
    pending: mutation.isPending,
    /** The form's onSubmit for these values. */
    onSubmit: (values: unknown) => (event: FormEvent) => {
      event.preventDefault();
      submit(values);
    },
    clearProblem,
  };
}
