// The landing page's testimonial box (public-screens.md §2.3, §4): the operator's testimonials one
// at a time, the next every 12 s, in order, wrapping; hidden when there are none. Dollar amounts
// are marked (first red, last green, between orange). A sample loaded by `aan demo seed` says so.
// A pause button stops the rotation for readers who need longer (WCAG 2.2.2).
import { useEffect, useState } from "react";
import { TESTIMONIAL_ROTATION_MS } from "#shared/constants";
import type { Schema } from "#web/lib/api-types";
import { useTestimonials } from "#web/features/public/shared/public-content-api";
import { highlightAmounts } from "../lib/highlight-amounts";
import { indexWithin, nextIndex } from "../lib/rotation";
import "../public-pages.css";
import "./testimonial-box.css";

function TestimonialText({ text }: { text: string }) {
  return (
    <>
      {highlightAmounts(text).map((piece, i) =>
        piece.tone ? (
          <strong key={i} className={`amount amount--${piece.tone}`} data-tone={piece.tone}>
            {piece.text}
          </strong>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}

function Testimonial({ testimonial }: { testimonial: Schema<"Testimonial"> }) {
  return (
    <figure className="testimonial__figure" data-testid="testimonial" data-id={testimonial.id}>
      {testimonial.isDemo ? <p className="tag tag--amber testimonial__sample">SAMPLE · not a real client</p> : null}
      <blockquote className="testimonial__quote">
        <p>
          <TestimonialText text={testimonial.text} />
        </p>
      </blockquote>
      <figcaption className="testimonial__author">
        <span className="testimonial__name">
          <span aria-hidden="true">— </span>
          {testimonial.authorInitial}. {testimonial.authorSurname}
        </span>
        <span className="testimonial__meta">
          {testimonial.role}, {testimonial.city}
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialBox() {
  const { data } = useTestimonials();
  const testimonials = data?.testimonials ?? [];
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => nextIndex(indexWithin(i, count), count)), TESTIMONIAL_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const shown = indexWithin(index, count);
  const current = testimonials[shown]!;

  return (
    <section className="terminal-panel testimonial" aria-labelledby="testimonial-heading">
      <div className="terminal-panel__bar">
        <h2 id="testimonial-heading" className="testimonial__heading">
          FIELD REPORTS
        </h2>
        <span data-testid="testimonial-position">
          {shown + 1} / {count}
        </span>
      </div>
      <div className="testimonial__body">
        <Testimonial key={current.id} testimonial={current} />
        {count > 1 ? (
          <button
            type="button"
            className="term-button term-button--compact term-button--ghost testimonial__pause"
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? "▶ RESUME" : "❚❚ PAUSE"}
          </button>
        ) : null}
      </div>
    </section>
  );
}
