// The carrier tactics page (public-screens.md §2.7): 100 numbered tactics in the five named
// groups of 20. Each entry names a claim-handling practice insurers and their vendors are known
// to use, and says how it shows up in a file, so a professional can recognise it and answer it
// with documentation. Numbers follow the order here (group 1 holds 1-20, group 2 holds 21-40, ...).

export type CarrierTactic = { title: string; description: string };
export type CarrierTacticGroup = { id: string; title: string; summary: string; tactics: readonly CarrierTactic[] };

const t = (title: string, description: string): CarrierTactic => ({ title, description });

export const CARRIER_TACTIC_GROUPS: readonly CarrierTacticGroup[] = [
  {
    id: "policy-interpretation",
    title: "Policy Interpretation & Coverage",
    summary: "Reading the contract as narrowly as it will bear, so that a loss falls outside it.",
    tactics: [
      t(
        'Narrow "direct physical loss" reading',
        'Treats only visible structural breakage as physical loss, so hail bruising, functional damage or loss of use is called "no damage". Courts in many states read the phrase more broadly than the first letter does.',
      ),
      t(
        "Anti-concurrent causation clause",
        "Denies the whole loss when an excluded peril (flood, earth movement) contributed at all, even though a covered peril such as wind did most of the damage. Some states limit how far these clauses reach.",
      ),
      t(
        "Wear, tear and deterioration exclusion",
        "Files storm damage under the wear-and-tear or maintenance exclusion, most often on roofs over ten years old. The age of a roof is not proof that a storm did not damage it.",
      ),
      t(
        "Cosmetic damage exclusion",
        "Applies a cosmetic-damage endorsement to dented metal roofing, gutters or siding even where the dents reduce service life or let water in. Read whether the endorsement is actually on the policy, and its exact wording.",
      ),
      t(
        "Refusing to match materials",
        "Pays only for the damaged slope, wall or room and not for undamaged adjoining material that can no longer be matched in colour or profile. Several states require a reasonable uniform appearance by regulation.",
      ),
      t(
        "Ignoring Ordinance or Law coverage",
        "Leaves code-required upgrades (drip edge, ice and water shield, decking, permits) out of the estimate, even when the policy carries Ordinance or Law coverage that pays for them.",
      ),
      t(
        "Roof payment schedule / ACV roof endorsement",
        "Settles the roof on actual cash value or a percentage schedule by roof age, paying a fraction of replacement cost. Check the declarations page: the endorsement must be listed to apply.",
      ),
      t(
        "Mold and fungi sublimit",
        "Caps remediation at a small sublimit (often $5,000 to $10,000) even when the mold followed a covered water loss and the cost of tearing out wet materials belongs to the water claim itself.",
      ),
      t(
        "Repeated seepage or leakage exclusion",
        "Describes a sudden pipe or appliance failure as continuous seepage over 14 days or more, to bring it under the long-term leakage exclusion. Moisture mapping and plumber reports date the event.",
      ),
      t(
        "Surface water instead of wind-driven rain",
        "Classifies water that came through a storm-created opening as flood or surface water, which is excluded, instead of rain entering through wind damage, which is covered.",
      ),
      t(
        "Narrow collapse definition",
        'Limits collapse to an abrupt falling down, so a sagging, cracked or bowed structure is "not collapsed" and not covered, while the policy\'s wording may cover imminent or hidden-decay collapse.',
      ),
      t(
        "Vacancy and unoccupancy clause",
        "Denies or reduces vandalism, glass breakage or water claims because the home was vacant for more than 60 consecutive days, sometimes stretching what counts as vacant.",
      ),
      t(
        "Late notice and duties after loss",
        "Denies for late notice or a missed policy duty (protecting the property, listing contents, showing records) even when the delay caused the carrier no prejudice.",
      ),
      t(
        "Examination under oath and records demands",
        "Uses examinations under oath and broad demands for tax returns, bank statements and phone records to find technical non-compliance with the policy's conditions.",
      ),
      t(
        "Misrepresentation and concealment",
        "Voids the policy or the claim over a misstatement in the application or the claim (roof age, prior losses, occupancy), including ones that were immaterial to the loss.",
      ),
      t(
        "Prior damage / pre-existing condition",
        "Claims the damage predates the policy or came from an earlier storm, often citing aerial imagery, so the current carrier owes nothing. Ask for the images and the dates they were taken.",
      ),
      t(
        "Percentage deductible applied",
        "Applies a named-storm or wind/hail percentage deductible (1% to 5% of the dwelling limit) instead of the flat all-other-perils deductible, sometimes on a loss that does not meet the trigger.",
      ),
      t(
        "Narrow living-expense and other-structures reading",
        'Refuses additional living expense because the home is "habitable", or leaves fences, sheds and detached garages out under a narrow reading of Coverage B.',
      ),
      t(
        "Resisting appraisal as a coverage dispute",
        "Calls a disagreement over the amount of loss a coverage or causation dispute so the appraisal clause cannot be invoked, or tries to narrow what the appraisers may decide.",
      ),
      t(
        "Open-ended reservation of rights",
        "Issues a reservation of rights letter and keeps every denial option open for months while investigating, leaving the policyholder unsure what will be paid.",
      ),
    ],
  },
  {
    id: "scope-estimate",
    title: "Scope & Estimate Manipulation",
    summary: "Keeping the number small by controlling what the estimate counts and how it prices it.",
    tactics: [
      t(
        "Lowball scope",
        "Writes a first scope that leaves out damaged elevations, slopes or rooms, so the estimate starts far below the real repair cost and every missing item must be argued back in.",
      ),
      t(
        "Repair instead of replace",
        "Scopes spot repairs on shingles, siding or flooring that cannot be repaired: discontinued, brittle, or impossible to blend. A brittleness test or a discontinuation letter answers it.",
      ),
      t(
        "Depreciating labour",
        "Depreciates labour as well as materials in the actual cash value figure. Labour does not age, and several states prohibit the practice by statute, regulation or court ruling.",
      ),
      t(
        "Excessive depreciation",
        "Applies depreciation percentages beyond the material's real age and condition, or depreciates items (such as tear-off and disposal) that do not wear out at all.",
      ),
      t(
        "Omitting overhead and profit",
        "Leaves out the general contractor's overhead and profit (commonly 10% and 10%) even where the job needs several trades and a general contractor to coordinate them.",
      ),
      t(
        "Outdated or low price lists",
        "Prices the estimate on an old price list, or on a cheaper region's list, below what local contractors charge in the month of the repair.",
      ),
      t(
        "Missing line items",
        "Omits items every repair of that kind needs: tear-off, starter course, ridge cap, step and counter flashing, drip edge, dumpster, permits, steep and high-roof charges.",
      ),
      t(
        "Short waste factor",
        "Applies a waste percentage lower than the roof's geometry requires, such as the rate for a simple gable on a cut-up hip roof with valleys and dormers.",
      ),
      t(
        "Under-measurement",
        "Under-counts squares, linear feet or wall area, or relies on rounded-down aerial measurements. A measured diagram or a third-party report settles the quantities.",
      ),
      t(
        "Cheaper material substitution",
        "Prices a lower grade than what was installed: three-tab for architectural shingles, builder-grade for custom cabinetry, vinyl for hardwood.",
      ),
      t(
        "Leaving out code-required work",
        "Omits items the local building code requires for the repair to pass inspection, which the contractor must then install at the owner's cost.",
      ),
      t(
        "Dropping interior consequential damage",
        "Pays to close the exterior opening but not for the ceilings, insulation, drywall and paint the water damaged after it came through.",
      ),
      t(
        "Contents undervaluation",
        "Values personal property at garage-sale prices or with heavy depreciation, or insists on receipts for every item when photos, statements and typical lifespans prove ownership.",
      ),
      t(
        "Cutting mitigation invoices",
        "Reduces drying invoices by disputing equipment days, air mover counts, antimicrobial and monitoring visits, or ignoring the industry drying standard the work followed.",
      ),
      t(
        "Desk estimate from photos",
        "Writes the estimate from the owner's photos or aerial images without a full inspection, so hidden and interior damage never enters the scope.",
      ),
      t(
        "Paint-only scopes",
        "Scopes paint where drywall, texture or trim also needs repair, or paints one wall where the whole room must be painted for the repair to match.",
      ),
      t(
        "Trimmed labour hours and minimums",
        "Cuts labour hours, drops the minimum charges small trades bill for a visit, and ignores access difficulty such as height, pitch or tight spaces.",
      ),
      t(
        "Dropping general conditions",
        "Omits supervision, clean-up, floor and content protection, content manipulation and temporary repairs, the costs that come with any job.",
      ),
      t(
        "Refusing supplements",
        "Rejects supplements for damage found during tear-out (rotted decking, hidden water damage) on the ground that the original scope was complete.",
      ),
      t(
        "Preferred-vendor pricing as the benchmark",
        'Uses the price a managed-repair or preferred contractor has agreed with the carrier as the "reasonable cost", though the owner may choose their own contractor.',
      ),
    ],
  },
  {
    id: "causation",
    title: "Causation Arguments",
    summary: "Conceding the damage, but blaming it on something the policy does not cover.",
    tactics: [
      t(
        "Blaming age",
        "Attributes damage to the age of the roof or building instead of the storm. Age explains wear, not fresh fractures, creases or missing material after a dated event.",
      ),
      t(
        "Manufacturing defect",
        "Calls granule loss, blistering or cracking a manufacturing defect (a warranty matter) rather than hail or wind damage covered by the policy.",
      ),
      t(
        "Installation error",
        "Says shingles blew off because of improper nailing or installation, not because the wind exceeded what a sound roof withstands.",
      ),
      t(
        "Mechanical or foot-traffic damage",
        "Labels hail strikes as mechanical damage from people walking on the roof or from tools, especially where the marks are few or scattered.",
      ),
      t(
        "Blistering and thermal cracking",
        "Describes hail bruises as blisters or thermal splitting. Hail marks are random, show fractured mat or displaced granules, and match collateral damage around the property.",
      ),
      t(
        "Hail too small",
        "Cites weather data showing hail below the size that damages the material at the address. Radar estimates are approximate; collateral dents and spatter marks are evidence on the ground.",
      ),
      t(
        "Wind below the rated speed",
        "Quotes the nearest station's wind speed to claim the wind stayed below the shingle's rating. Stations can be miles away, and gusts at a site vary.",
      ),
      t(
        "Settlement instead of impact",
        "Calls cracks in walls, slabs or foundations settlement or earth movement (excluded) rather than damage from a covered event such as a vehicle, a falling tree or a burst pipe.",
      ),
      t(
        "Old staining, long-term leak",
        "Says interior stains show a long-term leak rather than a recent storm. Moisture readings, stain edges and the roof's condition date the water.",
      ),
      t(
        "Condensation and poor ventilation",
        "Attributes attic moisture and stained decking to condensation or inadequate ventilation rather than water entering through storm damage.",
      ),
      t(
        "Animals, insects and vermin",
        "Points to squirrels, woodpeckers, rodents or termites, which are excluded, for holes and damage that a storm or falling debris caused.",
      ),
      t(
        "Retained engineer's report",
        "Relies on an engineer the carrier retains regularly, whose report attributes the damage to excluded causes. Ask for the engineer's qualifications, site time and the data used.",
      ),
      t(
        "Test-square hit counts",
        "Requires a set number of hail hits per 10 x 10 ft test square before approving replacement, a threshold no policy states.",
      ),
      t(
        "Dismissing collateral evidence",
        "Ignores the dents in gutters, vents, downspouts and soft metals, and the spatter marks, that corroborate hail at the property on the date of loss.",
      ),
      t(
        "Deferred maintenance",
        "Calls rot, failed caulking, loose flashing or worn seals deferred maintenance when the storm caused or worsened the opening.",
      ),
      t(
        "Storm surge instead of wind",
        "In hurricanes, attributes damage to storm surge or flood (excluded from most homeowners policies) rather than the wind that came first.",
      ),
      t(
        "Freeze exclusion",
        "Denies a burst pipe for failure to maintain heat or drain the system, even where the heat was on and the pipe failed in an exceptional freeze.",
      ),
      t(
        '"Cosmetic, not functional"',
        "Concedes impacts but calls them cosmetic, claiming they do not affect water-shedding or service life. Fractured mat and lost granules shorten a roof's life.",
      ),
      t(
        "Date-of-loss challenges",
        "Disputes the storm date so the damage falls outside the policy period, before a policy change, or past the deadline for filing.",
      ),
      t(
        "Proof of a direct strike",
        "Denies lightning or power-surge damage without proof of a direct strike on the property, though the policy may not require a direct strike.",
      ),
    ],
  },
  {
    id: "delay-stall",
    title: "Delay & Stall Tactics",
    summary: "Time is money only on one side: every month a claim waits, the policyholder's pressure grows.",
    tactics: [
      t(
        "Slow acknowledgement",
        "Takes the longest time the state's prompt-payment rules allow, or longer, to acknowledge the claim, inspect and decide. Note each deadline the statute sets.",
      ),
      t("Adjuster rotation", 'Reassigns the claim to new adjusters, each of whom needs to "review the file" before anything moves.'),
      t(
        "Repeated document requests",
        "Asks again for documents already sent, or asks for them one at a time. Keep a dated log of every submission and its delivery receipt.",
      ),
      t(
        "Repeated re-inspections",
        "Schedules second and third inspections, sometimes with a new vendor each time, pushing the decision further out.",
      ),
      t(
        "Waiting on the engineer",
        "Holds the claim open pending an engineering report that takes weeks or months to arrive and is rarely shared on request.",
      ),
      t(
        "Unanswered calls and e-mails",
        "Leaves messages unanswered so the file sits still. Write to the adjuster and the supervisor, and keep the record.",
      ),
      t(
        "Proof-of-loss deadlines",
        "Enforces a strict proof-of-loss deadline, rejects forms as incomplete, and lets the time run out while asking for more.",
      ),
      t(
        "Running out the suit limitation",
        "Stretches the claim toward the policy's limitation period for lawsuits (often one or two years from the date of loss), after which the owner loses the right to sue.",
      ),
      t(
        '"Undisputed amount" partial payments',
        'Pays a small undisputed figure and leaves the rest "under review", so the owner cannot start full repairs.',
      ),
      t(
        "Recoverable depreciation holdback",
        "Withholds depreciation until the work is finished and invoiced, so the owner must fund the repair before the policy pays for it.",
      ),
      t(
        "Mortgagee on the cheque",
        "Makes cheques payable jointly to the mortgage company, whose endorsement and inspection process can add weeks before funds are released.",
      ),
      t(
        "Demanding several bids",
        "Asks for multiple contractor estimates, then questions each of them, instead of writing a complete estimate of its own.",
      ),
      t(
        'Open-ended "under review"',
        "Keeps the claim in review with no decision and no date. Ask in writing for the specific information still needed and the date of the decision.",
      ),
      t(
        "Special investigation referral",
        "Refers an ordinary claim to the special investigations (fraud) unit, which slows everything and puts the owner on the defensive.",
      ),
      t(
        "Recorded statement demands",
        "Requires recorded statements, sometimes more than one, and uses differences between them to question the claim.",
      ),
      t(
        "Catastrophe backlog",
        "Cites the volume of claims after a catastrophe to excuse missed deadlines, though the statutory deadlines still apply.",
      ),
      t(
        "Stalling the appraisal",
        "Delays naming an appraiser, objects to the other side's choice, or disputes the umpire selection to push the appraisal back.",
      ),
      t("Deny, then reconsider", "Denies first, then reopens on request, and repeats; each round adds weeks and wears the owner down."),
      t(
        "Asking for logs, then disputing them",
        "Requests mitigation invoices, moisture logs and photos, then disputes them line by line after the repair window has passed.",
      ),
      t(
        "Closing the file for no response",
        'Closes the claim for "no response" after a request the owner never received. Reopening takes another round of paperwork.',
      ),
    ],
  },
  {
    id: "settlement-reduction",
    title: "Settlement Reduction Tactics",
    summary: "Getting the policyholder to accept less than the policy owes.",
    tactics: [
      t(
        "Anchoring with a low first offer",
        "Makes a low first offer so every later figure looks generous next to it. The first number is where negotiation starts, not what the loss is worth.",
      ),
      t(
        '"Final offer" pressure',
        "Calls an offer final, take it or leave it, while the appraisal clause and the right to dispute remain open.",
      ),
      t(
        "Release language on a partial payment",
        'Sends a cheque or a form with "full and final" release wording for a partial amount. Read everything before signing or cashing.',
      ),
      t(
        "Quick-settlement pressure",
        "Offers fast money before the full damage is known, especially after a catastrophe when owners need cash quickly.",
      ),
      t("Discouraging representation", "Tells the owner a public adjuster, appraiser or attorney is unnecessary or will slow the claim."),
      t(
        "Misstating deadlines and provisions",
        "Quotes policy provisions or deadlines incompletely or wrongly, such as the time allowed to collect replacement cost.",
      ),
      t("Wrong or doubled deductible", "Applies the larger deductible, or applies it twice by treating one event as two claims."),
      t("Prior-damage offsets", "Subtracts earlier claim payments for damage it says was never repaired, without proof that it was not."),
      t(
        "Betterment deductions",
        'Deducts "betterment" because new materials improve on old ones, though replacement-cost coverage pays for new.',
      ),
      t(
        "Non-renewal worries",
        "Lets the owner believe a larger claim will cost them their coverage, so they accept less or withdraw a supplement.",
      ),
      t(
        "Replacement-cost deadlines",
        "Pays only actual cash value because repairs were not finished within a short window (often 180 days), without saying the window can be extended or is set by statute.",
      ),
      t("Salvage deductions", "Subtracts a salvage value for damaged property without offering the owner the choice the policy gives."),
      t("Cheaper like-kind replacements", 'Replaces contents through its own vendor with cheaper items it calls "like kind and quality".'),
      t(
        "Managed repair programs",
        "Steers the owner to a preferred contractor who works to the carrier's scope and price, with the warranty and disputes handled by the carrier's network.",
      ),
      t(
        "Challenging appraisal awards",
        "Contests an appraisal award, or pays it late, by arguing the appraisers decided coverage rather than amount.",
      ),
      t("Splitting one event into two", "Treats one storm's damage as two separate dates of loss, with two deductibles."),
      t(
        "Line-by-line attrition",
        "Negotiates every small line item to exhaust the owner's patience, so the large items are conceded to end it.",
      ),
      t(
        "Ignoring the owner's documentation",
        "Leaves the contractor's or adjuster's estimate, photos and reports out of the file, or answers them without addressing their findings.",
      ),
      t(
        "Using the owner's words",
        'Quotes casual remarks from the owner ("the roof has leaked for a while") as admissions that the loss is old or excluded.',
      ),
      t(
        "Coinsurance penalty",
        "Reduces the payment for underinsurance under a coinsurance clause, using a replacement value higher than the carrier's own renewal figure.",
      ),
    ],
  },
];
