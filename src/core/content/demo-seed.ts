// `aan demo seed`: clearly fictional sample appraisers (60, one at 100%) and testimonials for
// local trials (spec README decision 3). It never runs on its own, marks every row as demo
// (the pages label them SAMPLE), and refuses on a database that already has real entries.
import { DomainError } from "#shared/errors";
import { US_STATES } from "#shared/schemas/content";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import { countAppraisers, countTestimonials, insertAppraisers, insertTestimonial } from "./content-repository";

export const DEMO_REFUSED = "This database already has real appraisers or testimonials; demo data is only for empty trial databases";

const FIRST = [
  "Avery",
  "Blake",
  "Casey",
  "Devon",
  "Emery",
  "Finley",
  "Harper",
  "Jordan",
  "Kendall",
  "Logan",
  "Morgan",
  "Parker",
  "Quinn",
  "Reese",
  "Sawyer",
];
const LAST = ["Sample", "Testwell", "Demoford", "Mockley"];
const SPECIALTIES = ["Hail", "Wind", "Water", "Fire", "Roofing", "Commercial", "Residential", "Flood"];
const EXTRA = ["IA Certified", "HAAG Certified", "Umpire", "CPCU", "Licensed PA"];

const DEMO_TESTIMONIALS = [
  {
    text: "SAMPLE: The carrier offered $12,400. The reconstructed estimate came back at $31,750 and the final payment was $48,900.",
    authorInitial: "A",
    authorSurname: "Sample",
    role: "Roofing contractor (sample)",
    city: "Houston",
  },
  {
    text: "SAMPLE: Appraisal moved our hail claim from $8,200 to $27,300 in five weeks.",
    authorInitial: "B",
    authorSurname: "Testwell",
    role: "Property manager (sample)",
    city: "Phoenix",
  },
  {
    text: "SAMPLE: Denied at first, paid $64,000 after the engineer's report.",
    authorInitial: "C",
    authorSurname: "Demoford",
    role: "Policyholder (sample)",
    city: "Tampa",
  },
];

export function seedDemoData(ctx: AppContext, actor: Actor): { message: string; appraisers: number; testimonials: number } {
  return auditedUseCase(ctx, actor, "demo.seed", ({ commit }) =>
    commit((tx) => {
      if (countAppraisers(tx, false) > 0 || countTestimonials(tx, false) > 0) throw new DomainError("conflict", DEMO_REFUSED);
      if (countAppraisers(tx, true) > 0) throw new DomainError("conflict", "Demo data is already loaded");
      const now = ctx.clock.now();
      const rows = Array.from({ length: 60 }, (_, i) => {
        // Rates from 90.00 to 99.95 spread over the bands; the first one is the single 100%.
        const hundredths = i === 0 ? 10000 : 9000 + ((i * 173) % 1000);
        return {
          name: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]} ${String(i + 1).padStart(2, "0")}`,
          state: US_STATES[(i * 7) % US_STATES.length]!,
          credentials: "Sample appraiser for trials (not a real person)",
          appraisals: 40 + ((i * 37) % 400),
          successRateHundredths: hundredths,
          isPreferred: i % 9 === 0,
          hideSpinningStar: i % 18 === 9,
          specialties: SPECIALTIES.slice(0, i % 4),
          additionalCredentials: EXTRA.slice(0, i % 3),
          isDemo: true,
          createdAt: now,
          updatedAt: now,
        };
      });
      insertAppraisers(tx, rows);
      DEMO_TESTIMONIALS.forEach((t, i) =>
        insertTestimonial(tx, { ...t, isActive: true, sortOrder: i + 1, isDemo: true, createdAt: now, updatedAt: now }),
      );
      return {
        result: {
          message: `Loaded ${rows.length} sample appraisers and ${DEMO_TESTIMONIALS.length} sample testimonials`,
          appraisers: rows.length,
          testimonials: DEMO_TESTIMONIALS.length,
        },
        detail: `appraisers=${rows.length} testimonials=${DEMO_TESTIMONIALS.length}`,
      };
    }),
  );
}
