// Admins over members (panel "Members" tab and `aan members …`): search, look at one member's
// devices and activity, deactivate (ends their sessions), change the device limit, clear devices.
// Audited like every admin change.
import type { Result } from "#shared/answer";
import type { MemberChangeAnswer, MemberDetailAnswer, MembersAnswer, MemberSummary } from "#shared/answers/members";
import { DomainError } from "#shared/errors";
import { maxDevicesSchema, memberIdSchema, memberSearchSchema } from "#shared/schemas/members";
import { pageOffset } from "#shared/schemas/paging";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import { readTransaction, type Db } from "../db/db";
import { endSessionsOf } from "../sessions/sessions";
import { recentActivity } from "./activity";
import { passkeysByDevice, toAdminDeviceView } from "./devices";
import {
  countMembers,
  deleteDevicesOf,
  selectDevices,
  selectMember,
  selectMembers,
  selectUserByUsername,
  setMaxDevices,
  setUserActive,
  type MemberListRow,
} from "./member-repository";
import { toMemberView } from "./members";

export const MEMBER_NOT_FOUND = "Member not found";

function toSummary(ctx: AppContext, row: MemberListRow): MemberSummary {
  const plan = row.planName !== null && row.maxDevices !== null ? { planName: row.planName, maxDevices: row.maxDevices } : undefined;
  return {
    ...toMemberView(row, plan, ctx.config.defaultMaxDevices),
    deviceCount: row.deviceCount,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

/** The members list (`?q=&page=&pageSize=`): one page, newest first, and how many match in all. */
export function listMembers(ctx: AppContext, query: unknown): Result<MembersAnswer> {
  const { q, page, pageSize } = parseInput(memberSearchSchema, query ?? {});
  const { total, rows } = readTransaction(ctx.db, (tx) => ({
    total: countMembers(tx, q),
    rows: selectMembers(tx, q, { limit: pageSize, offset: pageOffset({ page, pageSize }) }),
  }));
  return { items: rows.map((row) => toSummary(ctx, row)), total, page, pageSize };
}

/** A member by id, or by username (the CLI's way of naming one). */
export function findMember(db: Db, idOrUsername: unknown): MemberListRow {
  const text = typeof idOrUsername === "string" ? idOrUsername.trim() : "";
  const id = memberIdSchema.safeParse(text).success ? text : selectUserByUsername(db, text)?.id;
  const row = id ? selectMember(db, id) : undefined;
  if (!row) throw new DomainError("not_found", MEMBER_NOT_FOUND);
  return row;
}

export function showMember(ctx: AppContext, actor: Actor, idOrUsername: unknown): Result<MemberDetailAnswer> {
  return auditedUseCase(ctx, actor, "access", () => {
    const row = findMember(ctx.db, idOrUsername);
    return {
      member: toSummary(ctx, row),
      devices: (() => {
        const keys = passkeysByDevice(ctx, row.id);
        return selectDevices(ctx.db, row.id).map((device) => toAdminDeviceView(device, keys.get(device.id)));
      })(),
      activity: recentActivity(ctx.db, row.id, 50),
    };
  });
}

export function setMemberActive(ctx: AppContext, actor: Actor, idOrUsername: unknown, isActive: boolean): Result<MemberChangeAnswer> {
  return auditedUseCase(ctx, actor, isActive ? "members.activate" : "members.deactivate", ({ commit }) =>
    commit((tx) => {
      const row = findMember(tx, idOrUsername);
      setUserActive(tx, row.id, isActive);
      const ended = isActive ? 0 : endSessionsOf({ ...ctx, db: tx }, "member", row.id);
      return {
        result: {
          message: `Member ${row.username} ${isActive ? "activated" : `deactivated; ${ended} session(s) ended`}`,
          member: toSummary(ctx, selectMember(tx, row.id)!),
        },
        detail: `member=${row.username}`,
      };
    }),
  );
}

export function setMemberMaxDevices(ctx: AppContext, actor: Actor, idOrUsername: unknown, input: unknown): Result<MemberChangeAnswer> {
  return auditedUseCase(ctx, actor, "members.max_devices", ({ commit }) => {
    const { maxDevices } = parseInput(maxDevicesSchema, input);
    return commit((tx) => {
      const row = findMember(tx, idOrUsername);
      if (!setMaxDevices(tx, row.id, maxDevices, ctx.clock.now())) throw new DomainError("not_found", MEMBER_NOT_FOUND);
      return {
        result: {
          message: `Member ${row.username} may now use ${maxDevices} device(s)`,
          member: toSummary(ctx, selectMember(tx, row.id)!),
        },
        detail: `member=${row.username} maxDevices=${maxDevices}`,
      };
    });
  });
}

/** Clears a member's devices and ends their sessions: their next sign-in registers a device afresh. */
export function resetMemberDevices(ctx: AppContext, actor: Actor, idOrUsername: unknown): Result<MemberChangeAnswer> {
  return auditedUseCase(ctx, actor, "members.reset_devices", ({ commit }) =>
    commit((tx) => {
      const row = findMember(tx, idOrUsername);
      const removed = deleteDevicesOf(tx, row.id);
      endSessionsOf({ ...ctx, db: tx }, "member", row.id);
      return {
        result: {
          message: `Removed ${removed} device(s) of ${row.username}`,
          member: toSummary(ctx, selectMember(tx, row.id)!),
        },
        detail: `member=${row.username} devices=${removed}`,
      };
    }),
  );
}
