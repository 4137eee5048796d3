// Every table, for drizzle-kit and for the repositories' typed queries.
export * from "./admin";
export * from "./claims";
export * from "./content";
export * from "./credibility";
export * from "./invitation-codes";
export * from "./messages";
export * from "./notifications";
export * from "./sessions";
export * from "./setup";
export * from "./subscriptions";
export * from "./users";
export * from "./stats";
export * from "./claim-messages";
export * from "./deadlines";
export * from "./deadline-notices";
export * from "./passkeys";
