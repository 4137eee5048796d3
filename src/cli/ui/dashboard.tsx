// The full-screen terminal dashboard: the panel's counters, tabs for Unused / Used / Assigned /
// Expired / Credibility, keyboard navigation, and the panel's actions through src/core. A code tab
// reads one page of its list from the core, so 100,000 codes stay light; ↑↓ and PgUp/PgDn
// walk on across pages. Every stored text it shows goes through escapeForTerminal.
import { Box, Text, useApp, type Key } from "ink";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { z } from "#zod";
import type { Actor } from "#core/actor";
import type { AppContext } from "#core/context";
import { createCredibilityEntry, deleteCredibilityEntry, updateCredibilityEntry } from "#core/credibility/credibility";
import { listCredibilityEntries } from "#core/credibility/credibility-listing";
import { codeCounts, pageInvitationCodes } from "#core/invitation-codes/code-listing";
import {
  assignInvitationCode,
  createCustomCode,
  generateInvitationCodes,
  unassignInvitationCode,
} from "#core/invitation-codes/invitation-codes";
import type { CredibilityEntryView } from "#shared/answers/credibility";
import { CREDIBILITY_FIELDS } from "#shared/credibility-fields";
import { formatDollars } from "#shared/number-text";
import { matchesCredibilitySearch } from "#shared/credibility-search";
import { DomainError } from "#shared/errors";
import {
  assigneeFullName,
  canAssignCode,
  canUnassignCode,
  codeStateOf,
  countInList,
  EMPTY_STATES,
  NO_CREDIBILITY_ENTRIES,
} from "#shared/invitation-code-lists";
import type { InvitationCodeView } from "#shared/answers/invitation-codes";
import { credibilityEntrySchema, credibilityEntryUpdateSchema, DELETE_ENTRY_CONFIRMATION } from "#shared/schemas/credibility";
import { assignCodeSchema, countFromText, customCodeSchema } from "#shared/schemas/invitation-codes";
import { SEARCH_TEXT_MAX } from "#shared/schemas/paging";
import { escapeForTerminal, formValuesForTerminal } from "../terminal-text";
import { Form, type FormProps } from "./form";
import { keyHelpLines, wrappedLineCount } from "./key-help";
import { LineInput } from "./line-field";
import { Overview } from "./overview";
import { useTerminalSize } from "./terminal-size";
import { theme } from "./theme";
import { KeySource, useKeys } from "./use-keys";

export const DASHBOARD_TABS = ["unused", "used", "assigned", "expired", "credibility"] as const;
type Tab = (typeof DASHBOARD_TABS)[number];

/** Codes read from the core at a time. */
export const DASHBOARD_PAGE_SIZE = 50;

const ASSIGN_FIELDS = [
  { key: "assigneeUsername", label: "Username", required: true },
  { key: "assigneeFirstName", label: "First name", required: true },
  { key: "assigneeLastName", label: "Last name", required: true },
  { key: "assigneePhone", label: "Phone (xxx) xxx-xxxx", required: true },
  { key: "assigneeEmail", label: "Email", required: true },
];

type Mode =
  | { kind: "browse" }
  | { kind: "search" }
  | { kind: "form"; form: Omit<FormProps, "onCancel"> }
  | { kind: "confirm-delete"; entry: CredibilityEntryView };

type Status = { tone: "ok" | "error"; text: string } | undefined;

/**
 * Keys that arrive in one write: a terminal (or tmux send-keys) may deliver "Tab Tab Tab" as one
 * chunk of text, which Ink hands over whole. While browsing every character is a command, so each
 * is handled on its own; escape sequences (arrows, PgUp) Ink already splits.
 */
export const keysOf = (input: string): string[] => (input.length > 1 && !input.startsWith("\u001b") ? [...input] : [input]);

/** How many codes past the current page the highlight follows its code after a change. */
const FOLLOW_PAGES = 3;

type DashboardProps = {
  ctx: AppContext;
  actor: Actor;
  /** A fixed height (tests); without it the dashboard fits the terminal and follows its resizes. */
  height?: number;
  /** A fixed width (tests); without it the terminal's. */
  width?: number;
  /** Clears the screen so the next frame is drawn whole (`r`). */
  onRedraw?: () => void;
};

/** The dashboard with its source of keys (see use-keys.ts). */
export function Dashboard(props: DashboardProps) {
  return (
    <KeySource>
      <DashboardScreen {...props} />
    </KeySource>
  );
}

function DashboardScreen({ ctx, actor, height: fixedHeight, width: fixedWidth, onRedraw }: DashboardProps) {
  const { exit } = useApp();
  const windowSize = useTerminalSize();
  const height = fixedHeight ?? windowSize.rows;
  // The Overview (`o`) takes the whole screen; the codes keep their tab, page and highlight meanwhile.
  const [overview, setOverview] = useState(false);
  const overviewNow = useRef(overview);
  const showOverview = (open: boolean) => {
    overviewNow.current = open;
    setOverview(open);
  };
  const [version, setVersion] = useState(0);
  const [tab, setTab] = useState<Tab>("unused");
  const [selected, setSelected] = useState(0);
  const [pageNumber, setPageNumber] = useState(1);
  const [search, setSearch] = useState("");
  const [mode, setMode] = useState<Mode>({ kind: "browse" });
  // The mode as the key handler last set it: keys after one that opened a form are not commands.
  const modeNow = useRef(mode);
  const switchMode = (next: Mode) => {
    modeNow.current = next;
    setMode(next);
  };
  const [status, setStatus] = useState<Status>();

  const counters = useMemo(() => codeCounts(ctx), [ctx, version]);
  // The tab's page; a page that no longer exists (its last codes left the list) shows the last one.
  const codePage = useMemo(() => {
    if (tab === "credibility") return undefined;
    const read = (page: number) => pageInvitationCodes(ctx, { status: tab, q: search, page, pageSize: DASHBOARD_PAGE_SIZE });
    const answer = read(pageNumber);
    const last = Math.max(1, Math.ceil(answer.total / DASHBOARD_PAGE_SIZE));
    return answer.page > last ? read(last) : answer;
  }, [ctx, version, tab, search, pageNumber]);
  const entries = useMemo(() => listCredibilityEntries(ctx).value().entries, [ctx, version]);
  const codes = codePage?.items ?? [];
  const page = codePage?.page ?? 1;
  const pageCount = codePage ? Math.max(1, Math.ceil(codePage.total / DASHBOARD_PAGE_SIZE)) : 1;
  const shownEntries = entries.filter((e) => matchesCredibilitySearch(e, search));
  const rowCount = tab === "credibility" ? shownEntries.length : codes.length;
  const width = fixedWidth ?? windowSize.columns;
  // Inside the one-column padding on either side.
  const help = keyHelpLines(tab === "credibility" ? CREDIBILITY_KEYS : CODE_KEYS, Math.max(20, width - 2));
  const showsPageLine = mode.kind !== "form" && codePage !== undefined && codePage.total > 0;
  const statusLines = status ? wrappedLineCount(status.text, Math.max(20, width - 2)) : 0;
  // Every line around the list, counted, so the list takes the rest of the screen: the title, the
  // counters, a gap, the tabs, the search or filter line, a gap, the page line, the delete
  // question, the status and the key help.
  const around =
    4 +
    (mode.kind === "search" || search ? 1 : 0) +
    1 +
    (showsPageLine ? 1 : 0) +
    (mode.kind === "confirm-delete" ? 1 : 0) +
    statusLines +
    help.length;
  const visibleRows = Math.max(3, height - around);
  const cursor = Math.min(selected, Math.max(0, rowCount - 1));
  const first = Math.max(0, Math.min(cursor - Math.floor(visibleRows / 2), rowCount - visibleRows));

  // Where the highlight is, as the key handler last left it: several keys handled before the next
  // render (one write of four ↓) each move on from the one before.
  const nav = useRef({ cursor, page, rowCount, pageCount });
  useLayoutEffect(() => {
    nav.current = { cursor, page, rowCount, pageCount };
  }, [cursor, page, rowCount, pageCount]);

  /** Moves the cursor by `step` rows, onto the next or previous page past either end of this one. */
  function move(step: number) {
    const at = nav.current;
    const to = at.cursor + step;
    if (tab !== "credibility" && to >= at.rowCount && at.page < at.pageCount) {
      nav.current = { ...at, cursor: 0, page: at.page + 1 };
      setPageNumber(at.page + 1);
      return setSelected(0);
    }
    if (tab !== "credibility" && to < 0 && at.page > 1) {
      nav.current = { ...at, cursor: DASHBOARD_PAGE_SIZE - 1, page: at.page - 1 };
      setPageNumber(at.page - 1);
      return setSelected(DASHBOARD_PAGE_SIZE - 1);
    }
    const cursorTo = Math.max(0, Math.min(at.rowCount - 1, to));
    nav.current = { ...at, cursor: cursorTo };
    setSelected(cursorTo);
  }

  // After a change the highlight stays on the code it was on, wherever the change moved it (new
  // codes are listed first, so the same row number would be another code).
  const [followCode, setFollowCode] = useState<string>();
  useLayoutEffect(() => {
    if (!followCode || tab === "credibility") return;
    setFollowCode(undefined);
    for (let at = page; at <= Math.min(pageCount, page + FOLLOW_PAGES); at++) {
      const items =
        at === page ? codes : pageInvitationCodes(ctx, { status: tab, q: search, page: at, pageSize: DASHBOARD_PAGE_SIZE }).items;
      const index = items.findIndex((code) => code.id === followCode);
      if (index >= 0) {
        setPageNumber(at);
        return setSelected(index);
      }
    }
  }, [followCode, codes, ctx, page, pageCount, search, tab]);

  /** Runs a core action: success reloads the lists and shows its message; a refusal shows why. */
  function act(work: () => { message: string }): string | undefined {
    try {
      const { message } = work();
      if (tab !== "credibility" && currentCode) setFollowCode(currentCode.id);
      setStatus({ tone: "ok", text: message });
      setVersion((v) => v + 1);
      switchMode({ kind: "browse" });
      return undefined;
    } catch (error) {
      const text = error instanceof DomainError ? error.message : String(error);
      setStatus({ tone: "error", text });
      return text;
    }
  }

  const currentCode: InvitationCodeView | undefined = codes[cursor];
  const currentEntry: CredibilityEntryView | undefined = shownEntries[cursor];

  useKeys(
    (input, key) => {
      modeNow.current = mode;
      if (mode.kind !== "browse") return handleKey(input, key);
      const keys = keysOf(input);
      for (const [index, one] of keys.entries()) {
        if (modeNow.current.kind !== "browse") break;
        // The rest of a write that opened the Overview is the Overview's.
        if (overviewNow.current) return (handedOver.current = { keys: keys.slice(index), key });
        handleKey(one, one === input ? key : keyOfCharacter(one, key));
      }
    },
    { isActive: !overview },
  );
  // Keys of one write that arrived after the screen changed, for the screen now shown.
  const handedOver = useRef<{ keys: string[]; key: Key }>(undefined);
  useLayoutEffect(() => {
    const pending = handedOver.current;
    if (overview || !pending) return;
    handedOver.current = undefined;
    for (const one of pending.keys) {
      if (modeNow.current.kind !== "browse" || overviewNow.current) break;
      handleKey(one, keyOfCharacter(one, pending.key));
    }
  });

  function handleKey(input: string, key: Key) {
    if (mode.kind === "confirm-delete") {
      if (input === "y") act(() => deleteCredibilityEntry(ctx, actor, mode.entry.id));
      else switchMode({ kind: "browse" });
      return;
    }
    if (mode.kind !== "browse") {
      if (key.escape) switchMode({ kind: "browse" });
      return;
    }
    if (input === "q") return exit();
    if (input === "o") return showOverview(true);
    if (key.tab || key.rightArrow || key.leftArrow) {
      const step = key.leftArrow || key.shift ? -1 : 1;
      setTab((t) => DASHBOARD_TABS[(DASHBOARD_TABS.indexOf(t) + step + DASHBOARD_TABS.length) % DASHBOARD_TABS.length]!);
      // A message was about the tab it was given on.
      setStatus(undefined);
      nav.current = { ...nav.current, cursor: 0, page: 1 };
      setSelected(0);
      setPageNumber(1);
      return;
    }
    if (key.upArrow) return move(-1);
    if (key.downArrow) return move(1);
    if (key.pageDown) return move(Math.min(visibleRows, Math.max(1, rowCount - 1 - cursor)));
    if (key.pageUp) return move(-Math.min(visibleRows, Math.max(1, cursor)));
    if (input === "/") return switchMode({ kind: "search" });
    if (input === "r") {
      onRedraw?.();
      setVersion((v) => v + 1);
      // The time makes every refresh a new frame, so the cleared screen is always drawn again.
      return setStatus({ tone: "ok", text: `Refreshed ${ctx.clock.now().toISOString().slice(11, 19)} UTC` });
    }
    if (input === "g") {
      return switchMode({
        kind: "form",
        form: {
          title: "GENERATE NEW CODES",
          fields: [{ key: "count", label: "Count (1-100)", required: true }],
          initial: { count: "5" },
          schema: countFromTextForm,
          onSubmit: (v) => act(() => generateInvitationCodes(ctx, actor, { count: countFromText.parse(v.count) })),
        },
      });
    }
    if (input === "c") {
      return switchMode({
        kind: "form",
        form: {
          title: "CREATE CUSTOM CODE",
          fields: [{ key: "code", label: "Custom code", required: true }],
          schema: customCodeSchema,
          onSubmit: (v) => act(() => createCustomCode(ctx, actor, v)),
        },
      });
    }
    if (tab !== "credibility" && currentCode) {
      if ((input === "a" || key.return) && canAssignCode(currentCode)) {
        return switchMode({
          kind: "form",
          form: {
            title: `ASSIGN CODE ${currentCode.code}`,
            fields: ASSIGN_FIELDS,
            schema: assignCodeSchema,
            onSubmit: (v) => act(() => assignInvitationCode(ctx, actor, currentCode.id, v)),
          },
        });
      }
      if (input === "u" && canUnassignCode(currentCode)) act(() => unassignInvitationCode(ctx, actor, currentCode.id));
      return;
    }
    if (tab === "credibility") {
      if (input === "n") {
        return switchMode({
          kind: "form",
          form: {
            title: "ADD CREDIBILITY ENTRY",
            fields: CREDIBILITY_FIELDS,
            schema: credibilityEntrySchema,
            onSubmit: (v) => act(() => createCredibilityEntry(ctx, actor, v)),
          },
        });
      }
      if (currentEntry && (input === "e" || key.return)) {
        const initial = formValuesForTerminal(
          currentEntry,
          CREDIBILITY_FIELDS.map((f) => f.key),
        );
        return switchMode({
          kind: "form",
          form: {
            title: "EDIT CREDIBILITY ENTRY",
            fields: CREDIBILITY_FIELDS,
            initial,
            schema: credibilityEntryUpdateSchema,
            onSubmit: (v) => act(() => updateCredibilityEntry(ctx, actor, currentEntry.id, v)),
          },
        });
      }
      if (currentEntry && input === "d") switchMode({ kind: "confirm-delete", entry: currentEntry });
    }
  }

  if (overview) {
    return (
      <Overview
        ctx={ctx}
        height={height}
        width={windowSize.columns}
        keysOf={keysOf}
        onRedraw={onRedraw}
        handedOver={handedOver}
        onClose={(rest) => {
          handedOver.current = rest;
          showOverview(false);
          setVersion((v) => v + 1);
        }}
      />
    );
  }

  const tabLabel = (t: Tab) =>
    t === "credibility" ? `Credibility (${entries.length})` : `${t[0]!.toUpperCase()}${t.slice(1)} (${countInList(counters, t)})`;

  return (
    <Box flexDirection="column" paddingX={1}>
      <Text color={theme.bright} bold>
        AAN CONTROL PANEL // INVITATION CODE MANAGEMENT
      </Text>
      <Box gap={3}>
        <Text color={theme.text}>
          Active Codes: <Text bold>{counters.active}</Text>
        </Text>
        <Text color={theme.text}>
          Used Codes: <Text bold>{counters.used}</Text>
        </Text>
        <Text color={theme.text}>
          Expired: <Text bold>{counters.expired}</Text>
        </Text>
        <Text color={theme.text}>
          Total Generated: <Text bold>{counters.total}</Text>
        </Text>
      </Box>
      {/* One column between tabs: the five fit in 80 columns on one line. */}
      <Box gap={1} marginTop={1}>
        {DASHBOARD_TABS.map((t) => (
          <Text key={t} color={t === tab ? theme.background : theme.text} backgroundColor={t === tab ? theme.text : undefined}>
            {` ${tabLabel(t)} `}
          </Text>
        ))}
      </Box>
      {mode.kind === "search" ? (
        <Box>
          <Text color={theme.bright}>Search: </Text>
          <LineInput
            value={search}
            onChange={(s) => {
              setSearch(s.slice(0, SEARCH_TEXT_MAX));
              setSelected(0);
              setPageNumber(1);
            }}
            onSubmit={() => switchMode({ kind: "browse" })}
          />
        </Box>
      ) : search ? (
        <Text color={theme.notice}>Filter: {escapeForTerminal(search)} (/ to change)</Text>
      ) : null}
      {/* An open form takes the list's place, so it fits a small terminal. */}
      {mode.kind === "form" ? null : (
        <Box flexDirection="column" marginTop={1} minHeight={visibleRows}>
          {tab === "credibility" ? (
            shownEntries.length === 0 ? (
              <Text color={theme.muted}>{NO_CREDIBILITY_ENTRIES}</Text>
            ) : (
              shownEntries.slice(first, first + visibleRows).map((e, i) => (
                <Text key={e.id} inverse={first + i === cursor} color={theme.text} wrap="truncate">
                  {escapeForTerminal(
                    `${e.contractorName} · ${e.contractorCompany} · ${e.claimType} · ${e.clientName} · ${formatDollars(e.originalAmount)} → ${formatDollars(e.finalAmount)}${e.notes ? " · " + e.notes : ""}`,
                  )}
                </Text>
              ))
            )
          ) : codes.length === 0 ? (
            <Text color={theme.muted}>{search ? `No codes match "${escapeForTerminal(search)}"` : EMPTY_STATES[tab]}</Text>
          ) : (
            codes.slice(first, first + visibleRows).map((c, i) => (
              <Text key={c.id} inverse={first + i === cursor} color={theme.text} wrap="truncate">
                {escapeForTerminal(c.code).padEnd(16)}
                {escapeForTerminal(codeRowDetail(c))}
              </Text>
            ))
          )}
        </Box>
      )}
      {mode.kind !== "form" && codePage && codePage.total > 0 ? (
        <Text color={theme.muted}>
          page {page} of {pageCount} · {codePage.total} {codePage.total === 1 ? "code" : "codes"}
        </Text>
      ) : null}
      {mode.kind === "form" ? <Form {...mode.form} onCancel={() => switchMode({ kind: "browse" })} /> : null}
      {mode.kind === "confirm-delete" ? <Text color={theme.notice}>{DELETE_ENTRY_CONFIRMATION} (y/N)</Text> : null}
      {status ? (
        <Text color={status.tone === "ok" ? theme.bright : theme.error}>{escapeForTerminal(status.text, { keepLineBreaks: true })}</Text>
      ) : null}
      {help.map((line) => (
        <Text key={line} color={theme.muted} wrap="truncate">
          {line}
        </Text>
      ))}
    </Box>
  );
}

const CODE_KEYS = [
  "Tab/←→ tabs",
  "↑↓ move",
  "g generate",
  "c custom",
  "a assign",
  "u unassign",
  "/ search",
  "o overview",
  "r refresh",
  "q quit",
];
const CREDIBILITY_KEYS = ["Tab/←→ tabs", "↑↓ move", "n new", "e edit", "d delete", "/ search", "o overview", "r refresh", "q quit"];

/** What a code row shows after the code: when and by whom it was used, who it is assigned to, or that it is free. */
export function codeRowDetail(code: InvitationCodeView): string {
  const state = codeStateOf(code);
  if (state === "used") return `used ${code.usedAt?.slice(0, 10)}${code.usedByUsername ? ` by ${code.usedByUsername}` : ""}`;
  if (state === "assigned") return `${assigneeFullName(code)} <${code.assigneeEmail}> ${code.assigneePhone}`;
  if (state === "expired") return `expired ${code.expiresAt?.slice(0, 10)}${code.assigneeUsername ? ` · ${assigneeFullName(code)}` : ""}`;
  return code.expiresAt ? `unassigned · expires ${code.expiresAt.slice(0, 10)}` : state;
}

/** What Ink would have reported for one character of a chunk (Tab and Enter are keys of their own). */
export function keyOfCharacter(character: string, chunk: Key): Key {
  return { ...chunk, tab: character === "\t", return: character === "\r", shift: false };
}

/** The generate form's one field, checked with the same rule as the CLI's --count. */
const countFromTextForm = z.object({ count: countFromText });
