// Texts of the navigation hub and the about page (public-screens.md §2.4, §2.5).

export type HubTile = {
  code: string;
  title: string;
  description: string;
  to: "aboutNetwork" | "ourProcess" | "carrierTactics" | "packages";
};

export const HUB_TILES: readonly HubTile[] = [
  { code: "01", title: "About the Network", description: "What the network is, how it helps and whom it serves.", to: "aboutNetwork" },
  { code: "02", title: "Our Process", description: "The five phases a claim goes through, from intake to execution.", to: "ourProcess" },
  { code: "03", title: "Carrier Tactics", description: "100 tactics carriers use to pay less, in five groups.", to: "carrierTactics" },
  {
    code: "04",
    title: "Deployment Subscriptions",
    description: "The Phantom, Ghost and Assassin packages and how to buy them.",
    to: "packages",
  },
];

export type AboutSection = { id: string; title: string; paragraphs: readonly string[]; list?: readonly string[] };

export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    id: "the-system",
    title: "The System",
    paragraphs: [
      "The network is an invitation-only service of claim professionals: estimators, appraisers, engineers and attorneys who know how carriers handle claims from the inside.",
      "Access is by a single-use invitation code. Once a member's account is activated, the work runs through a mobile messaging service: file uploads and text only, no voice calls and no voice notes. Contracts are sent the same way.",
    ],
  },
  {
    id: "how-we-help",
    title: "How We Help",
    paragraphs: [
      "A carrier's first estimate is written by the carrier. We take the same file apart: the policy, the photos and the carrier's estimate, and we rebuild the claim as it should have been written.",
      "Members keep control of their claim and avoid the percentage fee a public adjuster takes from every settlement.",
    ],
  },
  {
    id: "what-we-offer",
    title: "What We Offer",
    paragraphs: ["Each deployment package bundles a number of these services for a weekly or monthly subscription:"],
    list: [
      "Claim analysis and reconstruction",
      "Review of estimate files in the ESX format",
      "Appraisal",
      "Engineer visits",
      "Attorney coordination",
      "Claim submission to carriers, with negotiation support",
    ],
  },
  {
    id: "who-we-serve",
    title: "Who We Serve",
    paragraphs: ["People who handle insurance claims and want them paid in full:"],
    list: ["Contractors", "Attorneys", "Policyholders", "Public adjusters"],
  },
];
