// What the benches seed alike: a context on a data folder (no log, the system clock) and a member
// registered on one device, as the web app would register them.
import { systemClock } from "#core/platform/clock";
import { loadConfig } from "#core/platform/config";
import type { AppContext } from "#core/context";
import { openDatabase } from "#core/db/db";
import { silentLog } from "#core/platform/log";
import type { DeviceHeaders } from "#core/members/signed-in-member";
import { registerMember } from "#core/members/members";

export function benchContext(dataDir: string): AppContext {
  return { db: openDatabase(dataDir), clock: systemClock, config: loadConfig({ dataDir, webRoot: "" }, {}), log: silentLog };
}

export type BenchMember = { invitationCode: string; username: string; password: string; lastName: string; email: string; phone: string };

/** Registers `member` on `device` (a policyholder of "Bench Co"), signed in there once. */
export function registerBenchMember(ctx: AppContext, device: DeviceHeaders, member: BenchMember) {
  return registerMember(
    ctx,
    { clientAddress: "127.0.0.1", userAgent: "bench" },
    { ...device, credential: undefined },
    {
      firstName: "Bench",
      companyName: "Bench Co",
      position: "Policyholder",
      ...member,
      confirmPassword: member.password,
      ageConfirmed: true,
      termsAccepted: true,
    },
  );
}

/** Every cookie a response sets, as a Cookie header: a member's sign-in sets the session and the device cookie. */
export function cookiesSetBy(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .join("; ");
}
