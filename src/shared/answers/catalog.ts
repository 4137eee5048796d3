// Every answer schema by the name the OpenAPI document gives it (#/components/schemas/<name>Answer),
// and the views several answers share (#/components/schemas/<name>): each area's module names its
// own (NAMED_ANSWERS, NAMED_VIEWS), so a new answer is one schema and one line in its area's file.
// A route names its answer from here (src/server/openapi/route-doc.ts); only the document builder
// and tests load this module.
import * as common from "./common";
import * as admins from "./admins";
import * as codes from "./invitation-codes";
import * as credibility from "./credibility";
import * as members from "./members";
import * as subscriptions from "./subscriptions";
import * as claims from "./claims";
import * as claimMessages from "./claim-messages";
import * as content from "./content";
import * as system from "./system";
import * as stats from "./stats";
import * as setup from "./setup";
import * as deadlines from "./deadlines";
import * as passkeys from "./passkeys";
import * as security from "./security";

/** Views shared by several answers: each becomes one named schema in the document. */
export const VIEWS = {
  ...admins.NAMED_VIEWS,
  ...codes.NAMED_VIEWS,
  ...credibility.NAMED_VIEWS,
  ...members.NAMED_VIEWS,
  ...subscriptions.NAMED_VIEWS,
  ...claims.NAMED_VIEWS,
  ...claimMessages.NAMED_VIEWS,
  ...content.NAMED_VIEWS,
  ...system.NAMED_VIEWS,
  ...stats.NAMED_VIEWS,
  ...setup.NAMED_VIEWS,
  ...deadlines.NAMED_VIEWS,
  ...passkeys.NAMED_VIEWS,
  ...security.NAMED_VIEWS,
} as const;

/** Every success answer, by the name the document gives it. */
export const ANSWERS = {
  ...common.NAMED_ANSWERS,
  ...admins.NAMED_ANSWERS,
  ...codes.NAMED_ANSWERS,
  ...credibility.NAMED_ANSWERS,
  ...members.NAMED_ANSWERS,
  ...subscriptions.NAMED_ANSWERS,
  ...claims.NAMED_ANSWERS,
  ...claimMessages.NAMED_ANSWERS,
  ...content.NAMED_ANSWERS,
  ...system.NAMED_ANSWERS,
  ...stats.NAMED_ANSWERS,
  ...setup.NAMED_ANSWERS,
  ...deadlines.NAMED_ANSWERS,
  ...passkeys.NAMED_ANSWERS,
  ...security.NAMED_ANSWERS,
} as const;

export type AnswerName = keyof typeof ANSWERS;
