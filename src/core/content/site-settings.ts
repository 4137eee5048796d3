// The operator's site settings (src/shared/site-settings.ts defines them): read by the pages
// (public keys only), changed by admins (panel and `aan settings set`), audited.
import type { Result } from "#shared/answer";
import type { SiteSettingAnswer, SiteSettingsAnswer } from "#shared/answers/content";
import { DomainError } from "#shared/errors";
import { parseInput } from "#shared/schemas/parse";
import {
  settingValueSchema,
  SITE_SETTING_KEYS,
  SITE_SETTINGS,
  UNKNOWN_SETTING,
  type SiteSettingKey,
  type SiteSettingsMap,
} from "#shared/site-settings";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import { deleteSetting, selectSettings, upsertSetting } from "./content-repository";

const isKnown = (key: string): key is SiteSettingKey => (SITE_SETTING_KEYS as string[]).includes(key);

/** Every setting with its stored value or its fallback. */
export function readSettings(db: Db): SiteSettingsMap {
  const stored = new Map(selectSettings(db).map((row) => [row.key, row.value]));
  return Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, stored.get(key) ?? SITE_SETTINGS[key].fallback])) as SiteSettingsMap;
}

export function publicSettings(ctx: AppContext): Result<SiteSettingsAnswer> {
  const all = readSettings(ctx.db);
  return {
    settings: Object.fromEntries(SITE_SETTING_KEYS.filter((key) => SITE_SETTINGS[key].public).map((key) => [key, all[key]])),
  };
}

export const allSettings = (ctx: AppContext): Result<SiteSettingsAnswer> => ({ settings: readSettings(ctx.db) });

export function setSetting(ctx: AppContext, actor: Actor, key: unknown, input: unknown): Result<SiteSettingAnswer> {
  return auditedUseCase(ctx, actor, "settings.update", ({ commit }) => {
    const name = typeof key === "string" ? key.trim() : "";
    if (!isKnown(name)) throw new DomainError("not_found", UNKNOWN_SETTING(name.slice(0, 60)));
    const raw = typeof input === "object" && input !== null && "value" in input ? (input as { value: unknown }).value : input;
    const value = parseInput(settingValueSchema(name), raw);
    return commit((tx) => {
      if (value === "") deleteSetting(tx, name);
      else upsertSetting(tx, name, value, ctx.clock.now());
      const shown = value === "" ? SITE_SETTINGS[name].fallback : value;
      return {
        result: {
          message: value === "" ? `${SITE_SETTINGS[name].label} cleared` : `${SITE_SETTINGS[name].label} saved`,
          key: name,
          value: shown,
        },
        detail: `${name}=${value}`,
      };
    });
  });
}
