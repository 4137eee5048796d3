// The process page (public-screens.md §2.6): five flip cards. Until the visitor's first click an
// auto-demo turns them over one by one (1-5 s), turns them all back 3 s later and starts again
// 2 s after that. A click stops the demo for good, turns the clicked card over (or back) and marks
// the card selected before it as visited.
import { useEffect, useReducer, useState } from "react";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { PROCESS_CARDS } from "#web/content/process-cards";
import { FlipCard } from "../components/flip-card";
import { DEMO_STEPS, delayBeforeStep } from "../lib/process-demo";
import { ContentPageHead } from "../components/content-page-head";
import { BackButton, ContentPageActions, NextLink } from "../components/content-page-actions";
import "#web/components/panel/panel.css";
import "../public-pages.css";
import "./our-process-page.css";

/** Runs the demo's steps on timers while `running`; answers how many cards it shows turned over. */
function useAutoDemo(running: boolean): number {
  const [flipped, setFlipped] = useState(0);
  useEffect(() => {
    if (!running) return;
    let step = 0;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setFlipped(DEMO_STEPS[step % DEMO_STEPS.length]!.flipped);
        step += 1;
        schedule();
      }, delayBeforeStep(step));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [running]);
  return running ? flipped : 0;
}

const toggled = (set: ReadonlySet<string>, id: string): ReadonlySet<string> => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/** The visitor's side of the page: whether the demo still runs, the cards they turned, the one selected and those visited. */
type Control = { demoRunning: boolean; flipped: ReadonlySet<string>; selected: string | null; visited: ReadonlySet<string> };
const DEMO: Control = { demoRunning: true, flipped: new Set(), selected: null, visited: new Set() };

/** A click on a card: the demo stops for good, the card turns, and the one selected before it is visited. */
function selectCard(control: Control, id: string): Control {
  const { selected } = control;
  return {
    demoRunning: false,
    // The demo's turned cards were the demo's, not the visitor's: the first click starts clean.
    flipped: toggled(control.demoRunning ? new Set() : control.flipped, id),
    selected: id,
    visited: selected !== null && selected !== id ? new Set(control.visited).add(selected) : control.visited,
  };
}

/**
 * The five cards, with the demo's clock: a demo step re-renders this list and the card it turns,
 * not the page (`select` stays the same function, so the other cards are skipped).
 */
function ProcessCards({ control: { demoRunning, flipped, visited }, select }: { control: Control; select: (id: string) => void }) {
  const demoFlipped = useAutoDemo(demoRunning);
  return (
    <ol className="process__cards">
      {PROCESS_CARDS.map((card, i) => (
        <li key={card.id}>
          <FlipCard
            card={card}
            phase={i + 1}
            flipped={demoRunning ? i < demoFlipped : flipped.has(card.id)}
            visited={visited.has(card.id)}
            onSelect={select}
          />
        </li>
      ))}
    </ol>
  );
}

export function OurProcessPage() {
  usePageMeta(
    pageTitle("Our Process"),
    "The five phases of a claim in the network: intelligence preparation, framing the problems, course of action, comparison and decision, execution.",
  );
  const [control, select] = useReducer(selectCard, DEMO);
  const { demoRunning, visited } = control;

  return (
    <article className="content-page process" aria-labelledby="process-heading">
      <ContentPageHead id="process-heading" kicker="OPERATIONS ORDER" title="Our Process">
        <p className="content-page__lead">Every claim goes through five phases. Select a card to see what happens in each one.</p>
        <p className="process__status" data-testid="demo-status">
          {demoRunning ? (
            <>
              <span className="status-dot" aria-hidden="true" /> AUTO-DEMO RUNNING · select any card to take control
            </>
          ) : (
            <>
              MANUAL CONTROL · {visited.size} of {PROCESS_CARDS.length} phases visited
            </>
          )}
        </p>
      </ContentPageHead>
      <ProcessCards control={control} select={select} />
      <ContentPageActions
        back={<BackButton to={PAGE_PATHS.aboutNetwork} label="ABOUT THE NETWORK" />}
        next={<NextLink to={PAGE_PATHS.packages} label="DEPLOYMENT SUBSCRIPTIONS" />}
      />
    </article>
  );
}
