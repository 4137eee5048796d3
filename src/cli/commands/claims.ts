// `aan claims …` and `aan requests …`: the panel's claims queue and service requests from a
// terminal, through the same core functions.
import type { Command } from "commander";
import { changeClaimStatus, listClaims, showClaim } from "#core/claims/claims";
import { listServiceRequests } from "#core/claims/service-requests";
import { addClaimEvent, claimDeadlines, claimEvents } from "#core/deadlines/claim-events";
import type { ClaimDeadlineView } from "#shared/answers/deadlines";
import { CLAIM_EVENT_KINDS, CLAIM_EVENT_WORDS, notStartedText } from "#shared/claim-events";
import { assertOperativeMessageAllowed, operativeThread, sendOperativeMessage } from "#core/claims/messages";
import { discardUploads, storeUpload, type StoredUpload } from "#core/claims/document-store";
import { keepOnceCommitted } from "#core/claims/document-objects";
import { createReadStream, statSync } from "node:fs";
import { basename } from "node:path";
import { ok } from "#shared/answer";
import { formatDollars } from "#shared/number-text";
import { CLAIM_STATUSES, SERVICE_REQUEST_TYPES } from "#shared/schemas/claims";
import type { CliRun } from "../cli-run";
import { defineCommand } from "../define-command";
import { dateText, UsageError } from "../output";

/** A deadline's status as the CLI prints it: a clock not started names what it waits for. */
function statusWords(d: ClaimDeadlineView): string {
  if (d.status === "not-started") return notStartedText(d.waitsFor ?? []);
  if (d.status === "met" || d.status === "missed") return `${d.status} on ${d.metOn}`;
  return d.status;
}

export const FILE_NOT_READABLE = (path: string) => `Cannot read the file ${path}`;

export function registerClaimCommands(program: Command, run: CliRun) {
  const { out } = run;
  const claims = program.command("claims").description("members' claims: list, show, status, thread, reply, events, event, deadlines");

  defineCommand(claims, run, {
    name: "list",
    description: "claims, newest first, 25 a page",
    options: [
      ["--status <status>", CLAIM_STATUSES.join("|")],
      ["--type <type>", SERVICE_REQUEST_TYPES.join("|")],
      ["-q, --search <text>", "member, address, claim number or homeowner"],
      ["--page <n>", "page number", "1"],
    ],
    audit: null,
    json: true,
    run: (options: { status?: string; type?: string; search?: string; page: string }) =>
      ok(listClaims(run.context(), { status: options.status, type: options.type, q: options.search, page: options.page })),
    print: (result) => {
      if (result.claims.length === 0) return out.line("No claims match");
      out.line(
        `Showing ${(result.page - 1) * result.pageSize + 1}-${(result.page - 1) * result.pageSize + result.claims.length} of ${result.total}`,
      );
      out.table(
        [
          { title: "FILED" },
          { title: "MEMBER", width: 20 },
          { title: "SERVICE" },
          { title: "STATUS" },
          { title: "PROPERTY", width: 36 },
          { title: "DOCS" },
          { title: "ID", width: 36 },
        ],
        result.claims.map((c) => [
          dateText(c.createdAt),
          c.username,
          c.serviceRequestType,
          c.status,
          c.propertyAddress,
          String(c.documentCount),
          c.id,
        ]),
      );
    },
  });

  defineCommand(claims, run, {
    name: "show <id>",
    description: "one claim with its documents and history",
    audit: "access",
    json: true,
    run: (id: string) => ok(showClaim(run.context(), run.actor(), id.trim())),
    print: (result) => {
      const c = result.claim;
      out.heading(`${c.serviceRequestType} claim of ${c.username}: ${c.status.toUpperCase()}`);
      out.line(
        `${c.propertyAddress}  homeowner ${c.homeowner}  cause of loss ${c.col}  date of loss ${c.dol}  inspection ${c.inspectionStatus}`,
      );
      out.line(
        `Claim number ${c.claimNumber ?? "none"}  original ${formatDollars(c.originalClaimAmount)}  final ${formatDollars(c.finalClaimAmount)}`,
      );
      if (c.notes) out.line(`Notes: ${c.notes}`);
      out.line();
      out.table(
        [{ title: "DOCUMENT", width: 40 }, { title: "TYPE" }, { title: "BYTES" }, { title: "UPLOADED" }, { title: "ID", width: 36 }],
        result.documents.map((d) => [d.originalFilename, d.fileType, String(d.fileSize), dateText(d.uploadedAt), d.id]),
      );
      out.line();
      out.table(
        [{ title: "WHEN (UTC)" }, { title: "FROM" }, { title: "TO" }, { title: "BY", width: 24 }, { title: "NOTE", width: 50 }],
        result.history.map((h) => [dateText(h.at), h.fromStatus ?? "", h.toStatus, h.actor, h.note]),
      );
    },
  });

  defineCommand(claims, run, {
    name: "status <id> <status>",
    description: `move a claim one step on (${CLAIM_STATUSES.join(" → ")}) or cancel it`,
    options: [
      ["--note <text>", "why, for the member and the history"],
      ["--final-amount <amount>", "the amount finally paid, when completing"],
    ],
    audit: "claims.status",
    json: true,
    run: (id: string, status: string, options: { note?: string; finalAmount?: string }) =>
      ok(changeClaimStatus(run.context(), run.actor(), id.trim(), { status, note: options.note, finalClaimAmount: options.finalAmount })),
    print: (result) => out.heading(result.message),
  });

  defineCommand(claims, run, {
    name: "thread <id>",
    description:
      "a page of a claim's messages with its member, oldest first: the newest 50 (reading them marks the thread read for the operatives)",
    options: [
      ["--before <seq>", "the page that ends just before message number <seq>"],
      ["--limit <n>", "messages on the page (1-200, default 50)"],
    ],
    audit: "access",
    json: true,
    run: (id: string, options: { before?: string; limit?: string }) =>
      ok(operativeThread(run.context(), run.actor(), id.trim(), { before: options.before, limit: options.limit })),
    print: (result) => {
      if (result.messages.length === 0) out.line("No messages yet");
      else {
        const first = result.messages[0]!.seq;
        const shown = `Messages ${first}-${result.messages.at(-1)!.seq} of ${result.lastSeq}`;
        out.line(result.hasOlder ? `${shown}; older ones: --before ${first}` : shown, "notice");
      }
      for (const m of result.messages) {
        const who = m.author === "operative" ? `${m.authorName} (AAN)` : `${m.authorName} (member)`;
        out.heading(`#${m.seq}  ${dateText(m.createdAt)}  ${who}${m.read ? "" : "  unread"}`);
        // One line each: every line escaped on its own, so a message cannot draw on the terminal.
        for (const textLine of m.text.split("\n")) out.line(`  ${textLine}`);
        for (const file of m.attachments) out.line(`  [file] ${file.originalFilename}  ${file.fileSize} bytes  ${file.id}`);
      }
      if (!result.open) out.line(`The claim is ${result.claimStatus}: its thread is read-only`, "notice");
    },
  });

  defineCommand(claims, run, {
    name: "reply <id>",
    description: "write to the claim's member (they are told without the text); --message - reads it from standard input",
    options: [
      ["--message <text>", "the message, or - to read it from standard input"],
      ["--file <path...>", "files to send with it (ESX, JPEG, PNG, PDF; they join the claim's documents)"],
    ],
    audit: "claims.message",
    json: true,
    run: async (id: string, options: { message?: string; file?: string[] }) => {
      if (options.message === undefined) throw new UsageError("missing --message: the text, or - to read it from standard input");
      const text = options.message === "-" ? (await run.prompts.stdinText()).replace(/\r?\n$/, "") : options.message;
      const ctx = run.context();
      const actor = run.actor();
      const claimId = id.trim();
      const paths = options.file ?? [];
      if (paths.length === 0) return ok(sendOperativeMessage(ctx, actor, claimId, { text }));
      for (const path of paths) if (!statSync(path, { throwIfNoEntry: false })?.isFile()) throw new UsageError(FILE_NOT_READABLE(path));
      // The files go where the member's documents live, judged and kept exactly as an upload's.
      const ownerId = assertOperativeMessageAllowed(ctx, actor, claimId, null);
      const uploads: StoredUpload[] = [];
      try {
        for (const path of paths) uploads.push(await storeUpload(ctx.config.dataDir, ownerId, basename(path), createReadStream(path)));
      } catch (error) {
        discardUploads(uploads);
        throw error;
      }
      return ok(await keepOnceCommitted(ctx, uploads, async () => sendOperativeMessage(ctx, actor, claimId, { text }, uploads)));
    },
    print: (result) => out.heading(`${result.message} (#${result.sent.seq})`),
  });

  defineCommand(claims, run, {
    name: "events <id>",
    description: "a claim's events (what happened, dated in the claim's state), in the order they happened",
    audit: "access",
    json: true,
    run: (id: string) => ok(claimEvents(run.context(), run.actor(), id.trim())),
    print: (result) => {
      if (result.events.length === 0) return out.line("No events yet");
      out.table(
        [{ title: "ON" }, { title: "EVENT", width: 34 }, { title: "NOTE", width: 40 }, { title: "ID", width: 36 }],
        result.events.map((e) => [e.on, CLAIM_EVENT_WORDS[e.kind], e.note ?? "", e.id]),
      );
    },
  });

  defineCommand(claims, run, {
    name: "event <id>",
    description: "record an event of a claim; its deadlines follow (--note - reads the note from standard input)",
    options: [
      ["--kind <kind>", CLAIM_EVENT_KINDS.join("|")],
      ["--on <date>", "the day it happened in the claim's state, YYYY-MM-DD"],
      ["--note <text>", "a note, or - to read it from standard input"],
    ],
    audit: "claims.event",
    json: true,
    run: async (id: string, options: { kind?: string; on?: string; note?: string }) => {
      const note = options.note === "-" ? (await run.prompts.stdinText()).replace(/\r?\n$/, "") : options.note;
      return ok(addClaimEvent(run.context(), run.actor(), id.trim(), { kind: options.kind, on: options.on, note }));
    },
    print: (result) => out.heading(`Recorded: ${CLAIM_EVENT_WORDS[result.event.kind]} on ${result.event.on} (${result.event.id})`),
  });

  defineCommand(claims, run, {
    name: "deadlines <id>",
    description: "a claim's deadlines under its state's rules: who owes what by when, met or not, and what a clock not started waits for",
    audit: "access",
    json: true,
    run: (id: string) => ok(claimDeadlines(run.context(), run.actor(), id.trim())),
    print: (result) => {
      out.line(result.notice);
      if (result.deadlines.length === 0) return out.line("No deadlines to count for this claim yet");
      out.table(
        [
          { title: "DUE" },
          { title: "STATUS", width: 60 },
          { title: "OWED BY" },
          { title: "DUTY", width: 44 },
          { title: "RULE", width: 24 },
        ],
        result.deadlines.map((d) => [
          d.dueOn ?? "",
          statusWords(d),
          d.owedBy,
          d.unverified ? `${d.title} (unverified)` : d.title,
          d.citation.text,
        ]),
      );
    },
  });

  defineCommand(program.command("requests").description("service requests"), run, {
    name: "list",
    description: "service requests, newest first",
    audit: null,
    json: true,
    run: () => ok(listServiceRequests(run.context())),
    print: (result) => {
      if (result.requests.length === 0) return out.line("No service requests");
      out.table(
        [
          { title: "RECEIVED" },
          { title: "NAME", width: 24 },
          { title: "E-MAIL", width: 30 },
          { title: "SERVICE" },
          { title: "PLAN" },
          { title: "MEMBER", width: 20 },
          { title: "DESCRIPTION", width: 40 },
        ],
        result.requests.map((r) => [
          dateText(r.createdAt),
          r.name,
          r.email,
          r.serviceType,
          r.planType,
          r.username ?? "visitor",
          r.description,
        ]),
      );
    },
  });
}
