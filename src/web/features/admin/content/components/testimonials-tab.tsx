// The 'Testimonials' tab: every testimonial in the order the home page rotates through them
// (hidden ones included, marked so), moved up or down one place at a time, shown or hidden, added,
// edited, and deleted after a confirm.
import { useState } from "react";
import type { Schema } from "#web/lib/api-types";
import "#web/components/form/form.css";
import { AddButton } from "#web/components/resource-tab/add-button";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { useAdminTestimonials, useDeleteTestimonial, useMoveTestimonial, useUpdateTestimonial } from "../api/content-admin-api";
import { contentToasts } from "../lib/content-toasts";
import { byline, deleteTestimonialConfirmation, inShowOrder, toggledBody } from "../lib/testimonial-form";
import "../content-admin.css";
import { SampleTag } from "./sample-tag";
import { TestimonialForm } from "./testimonial-form";

const ADD_BUTTON_ID = "testimonial-add";
type FormState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; testimonial: Schema<"Testimonial"> };

export function TestimonialsTab() {
  const testimonials = useAdminTestimonials();
  const move = useMoveTestimonial();
  const update = useUpdateTestimonial();
  const remove = useDeleteTestimonial();
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  useErrorToast(testimonials, contentToasts.fetchTestimonialsFailed);
  const list = inShowOrder(testimonials.data?.testimonials ?? []);
  const shownCount = list.filter((t) => t.isActive).length;
  const busy = move.isPending || update.isPending || remove.isPending;

  const failedUnlessSessionLost =
    (made: (error: unknown) => ReturnType<typeof contentToasts.moveTestimonialFailed>) => (error: unknown) => {
      if (!isSessionLost(error)) toast(made(error));
    };

  const onMove = (t: Schema<"Testimonial">, direction: "up" | "down") =>
    move.mutate(
      { id: t.id, direction },
      {
        onSuccess: (answer) => {
          toast(contentToasts.testimonialMoved(answer.message, direction));
          // The moved row keeps focus on its own button, now at its new place.
          requestAnimationFrame(() => {
            const same = document.getElementById(moveButtonId(t.id, direction)) as HTMLButtonElement | null;
            (same && !same.disabled ? same : document.getElementById(moveButtonId(t.id, direction === "up" ? "down" : "up")))?.focus();
          });
        },
        onError: failedUnlessSessionLost(contentToasts.moveTestimonialFailed),
      },
    );

  const onToggle = (t: Schema<"Testimonial">) =>
    update.mutate(
      { id: t.id, body: toggledBody(t) },
      {
        onSuccess: () => toast(contentToasts.testimonialShown(!t.isActive)),
        onError: failedUnlessSessionLost(contentToasts.saveTestimonialFailed),
      },
    );

  const onDelete = (t: Schema<"Testimonial">) => {
    if (!window.confirm(deleteTestimonialConfirmation(t))) return;
    remove.mutate(t.id, {
      onSuccess: (answer) => {
        toast(contentToasts.testimonialDeleted(answer.message));
        if (form.mode === "edit" && form.testimonial.id === t.id) setForm({ mode: "closed" });
      },
      onError: failedUnlessSessionLost(contentToasts.deleteTestimonialFailed),
    });
  };

  return (
    <ResourceTab
      className="content-admin"
      title="Testimonials"
      count={testimonials.data ? `${shownCount} shown of ${list.length}` : undefined}
      query={testimonials}
      reload={false}
      actions={<AddButton id={ADD_BUTTON_ID} text="Add testimonial" open={form.mode === "add"} onClick={() => setForm({ mode: "add" })} />}
      hint="The home page shows the shown ones in this order, one every 12 seconds; with none shown the box is hidden."
      opened={
        form.mode !== "closed" ? (
          <TestimonialForm
            key={form.mode === "edit" ? form.testimonial.id : "new"}
            editing={form.mode === "edit" ? form.testimonial : undefined}
            onClose={() => setForm({ mode: "closed" })}
            fallbackFocus={() => document.getElementById(ADD_BUTTON_ID)}
          />
        ) : null
      }
      loading="Loading testimonials…"
      failed="Failed to fetch testimonials"
      rows={list}
      emptyText="No testimonials yet: the home page shows no testimonial box."
    >
      <ol className="plain-list testimonial-list" aria-label="Testimonials in show order">
        {list.map((t, index) => (
          <li
            key={t.id}
            className={t.isActive ? "card testimonial-item" : "card testimonial-item testimonial-item--hidden"}
            data-testimonial={t.authorSurname}
          >
            <div className="testimonial-item__head">
              <span className="testimonial-item__place" aria-label={`Place ${index + 1}`}>
                #{index + 1}
              </span>
              <span className={t.isActive ? "content-tag content-tag--shown" : "content-tag content-tag--hidden"}>
                {t.isActive ? "Shown" : "Hidden"}
              </span>
              {t.isDemo ? <SampleTag /> : null}
            </div>
            <p className="testimonial-item__text">“{t.text}”</p>
            <p className="testimonial-item__byline text-muted">— {byline(t)}</p>
            <div className="form-actions testimonial-item__actions">
              <button
                id={moveButtonId(t.id, "up")}
                type="button"
                className="term-button term-button--compact"
                aria-label={`Move testimonial of ${t.authorInitial}. ${t.authorSurname} up`}
                disabled={busy || index === 0}
                onClick={() => onMove(t, "up")}
              >
                ▲ Up
              </button>
              <button
                id={moveButtonId(t.id, "down")}
                type="button"
                className="term-button term-button--compact"
                aria-label={`Move testimonial of ${t.authorInitial}. ${t.authorSurname} down`}
                disabled={busy || index === list.length - 1}
                onClick={() => onMove(t, "down")}
              >
                ▼ Down
              </button>
              <button
                type="button"
                className="term-button term-button--compact"
                aria-label={`${t.isActive ? "Hide" : "Show"} testimonial of ${t.authorInitial}. ${t.authorSurname}`}
                disabled={busy}
                onClick={() => onToggle(t)}
              >
                {t.isActive ? "Hide" : "Show"}
              </button>
              <button
                type="button"
                className="term-button term-button--compact"
                aria-label={`Edit testimonial of ${t.authorInitial}. ${t.authorSurname}`}
                aria-expanded={form.mode === "edit" && form.testimonial.id === t.id}
                onClick={() => setForm({ mode: "edit", testimonial: t })}
              >
                Edit
              </button>
              <button
                type="button"
                className="term-button term-button--compact term-button--danger"
                aria-label={`Delete testimonial of ${t.authorInitial}. ${t.authorSurname}`}
                disabled={busy}
                onClick={() => onDelete(t)}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ol>
    </ResourceTab>
  );
}

const moveButtonId = (id: string, direction: "up" | "down") => `testimonial-${direction}-${id}`;
