// One question of the support FAQ: a button that opens and closes its answer.
import { useId, useState } from "react";
import "./faq-item.css";

export function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className="faq__item">
      <h3 className="faq__question">
        <button type="button" className="faq__toggle" aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((o) => !o)}>
          <span className="faq__sign" aria-hidden="true">
            {open ? "[-]" : "[+]"}
          </span>
          {question}
        </button>
      </h3>
      <p id={answerId} className="faq__answer" hidden={!open}>
        {answer}
      </p>
    </li>
  );
}
