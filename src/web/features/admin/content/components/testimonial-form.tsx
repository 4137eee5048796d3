// The add/edit form of one testimonial: the fields of the shared testimonialSchema, checked before
// sending with each message under its field. A new one goes to the end of the order.
import { useState } from "react";
import type { z } from "#zod";
import type { Schema } from "#web/lib/api-types";
import { testimonialSchema } from "#shared/schemas/content";
import { CheckboxField } from "#web/components/form/checkbox-field";
import { fieldId, FormFields, type FieldSpec } from "#web/components/form/form-fields";
import { EditForm, type OpenedFormProps } from "#web/components/form/edit-form";
import { useFormSubmit, type FormMutation } from "#web/components/form/use-form-submit";
import { useCreateTestimonial, useUpdateTestimonial } from "../api/content-admin-api";
import { contentToasts } from "../lib/content-toasts";
import { EMPTY_TESTIMONIAL, valuesFromTestimonial, type TestimonialFormValues, type TestimonialTextKey } from "../lib/testimonial-form";

export const TESTIMONIAL_FORM_ID = "testimonial-form";
const FIELDS = ["text", "authorInitial", "authorSurname", "role", "city", "isActive"] as const;

const TEXT_FIELDS: readonly FieldSpec<TestimonialTextKey>[] = [
  {
    key: "text",
    label: "Text",
    required: true,
    multiline: true,
    wide: true,
    hint: "Up to 1000 characters. Dollar amounts are coloured on the home page.",
  },
  { key: "authorInitial", label: "Author initial", required: true, hint: "One letter", maxLength: 1 },
  { key: "authorSurname", label: "Author surname", required: true },
  { key: "role", label: "Role", required: true },
  { key: "city", label: "City", required: true },
];

export function TestimonialForm({ editing, onClose, fallbackFocus }: OpenedFormProps & { editing: Schema<"Testimonial"> | undefined }) {
  const [values, setValues] = useState<TestimonialFormValues>(() => (editing ? valuesFromTestimonial(editing) : EMPTY_TESTIMONIAL));
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const set = <K extends keyof TestimonialFormValues>(key: K, value: TestimonialFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const save: FormMutation<z.output<typeof testimonialSchema>, Schema<"TestimonialChangeAnswer">> = {
    mutate: (body, callbacks) => (editing ? update.mutate({ id: editing.id, body }, callbacks) : create.mutate(body, callbacks)),
    isPending: create.isPending || update.isPending,
  };
  const form = useFormSubmit({
    formId: TESTIMONIAL_FORM_ID,
    schema: testimonialSchema,
    fields: FIELDS,
    mutation: save,
    sessionGuarded: true,
    successToast: (answer) => contentToasts.testimonialSaved(answer.message, !editing),
    onSuccess: onClose,
    failureToast: contentToasts.saveTestimonialFailed,
  });

  return (
    <EditForm
      formId={TESTIMONIAL_FORM_ID}
      title={editing ? "Edit testimonial" : "Add testimonial"}
      className="content-form"
      firstField="text"
      form={form}
      submitText={editing ? "Update testimonial" : "Save testimonial"}
      values={values}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <FormFields formId={TESTIMONIAL_FORM_ID} fields={TEXT_FIELDS} values={values} problem={form.problem} onChange={set} />
      <CheckboxField
        id={fieldId(TESTIMONIAL_FORM_ID, "isActive")}
        label="Shown on the home page"
        checked={values.isActive}
        error={form.problem?.fields.isActive}
        onChange={(checked) => set("isActive", checked)}
      />
    </EditForm>
  );
}
