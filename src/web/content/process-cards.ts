// The five cards of the process page (public-screens.md §2.6): a front naming the phase, a back
// with what happens in it. The phases follow the military decision-making process the network's
// language borrows.

export type ProcessCard = { id: string; title: string; tagline: string; steps: readonly string[] };

export const PROCESS_CARDS: readonly ProcessCard[] = [
  {
    id: "ipb",
    title: "IPB",
    tagline: "Intelligence preparation: gather the policy, the photos and the carrier's estimate.",
    steps: ["Upload the policy jacket (declarations page and policy)", "Upload photos of the damage", "Upload the carrier's estimate"],
  },
  {
    id: "framing",
    title: "Framing Problems",
    tagline: "Work out what the claim is really about.",
    steps: ["Define the scope", "Identify carrier-specific vulnerabilities", "Set mission parameters"],
  },
  {
    id: "course-of-action",
    title: "Course of Action",
    tagline: "Choose the approach for this carrier.",
    steps: ["Insider carrier strategy confirmation"],
  },
  {
    id: "comparison",
    title: "Comparison & Decision",
    tagline: "Test the plan before it goes out.",
    steps: ["Carrier simulation response", "File and photo review"],
  },
  {
    id: "execution",
    title: "Execution",
    tagline: "Put the decision to work, one of three ways.",
    steps: ["Submit to an internal carrier contact", "Assign an appraiser", "Assign an engineer"],
  },
];
