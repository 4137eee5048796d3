// The five cards of the process page (public-screens.md §2.6): a front naming the phase, a back
// with what happens in it. The phases follow the military decision-making process the network's
// language borrows.

export type ProcessCard = { id: string; code: string; title: string; tagline: string; steps: readonly string[] };

export const PROCESS_CARDS: readonly ProcessCard[] = [
  {
    id: "ipb",
    code: "IPB",
    title: "Intelligence Preparation",
    tagline: "Collect the policy, the photos and the carrier's estimate.",
    steps: ["Upload the policy jacket (declarations page and policy)", "Upload photos of the damage", "Upload the carrier's estimate"],
  },
  {
    id: "framing",
    code: "FRAMING",
    title: "Framing the Problems",
    tagline: "Work out what the claim is really about.",
    steps: ["Define the scope", "Identify carrier-specific vulnerabilities", "Set mission parameters"],
  },
  {
    id: "course-of-action",
    code: "COA",
    title: "Course of Action",
    tagline: "Choose the approach for this carrier.",
    steps: ["Insider carrier strategy confirmation"],
  },
  {
    id: "comparison",
    code: "COMPARE",
    title: "Comparison & Decision",
    tagline: "Test the plan before it goes out.",
    steps: ["Carrier simulation response", "File and photo review"],
  },
  {
    id: "execution",
    code: "EXECUTE",
    title: "Execution",
    tagline: "Put the decision to work.",
    steps: ["Submit to an internal carrier contact", "or assign an appraiser", "or assign an engineer"],
  },
];
