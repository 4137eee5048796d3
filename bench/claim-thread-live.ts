// How long a message takes to reach an open thread's event stream (decision 0081): written through
// the server (the route tells the stream at once) and written by another connection (the CLI; the
// shared poller finds it). In-process (app.handle), so it measures the server's own part, not the
// network. Writes bench/results/claim-thread-live-latest.json.
//   bun bench/claim-thread-live.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cliActor } from "#core/actor";
import { sendOperativeMessage } from "#core/claims/messages";
import { createApp } from "#server/app";
import { createSignedInAdmin } from "../tests/helpers/admin-session";
import { makeTestContext, tempDir } from "../tests/helpers/context";
import { memberWithFiledClaim } from "../tests/helpers/member-filed-claim";

const ROUNDS = 40;
const dataDir = tempDir("aan-bench-thread-");
const admin = await createSignedInAdmin({ ctx: makeTestContext({ dataDir, config: { dataDir } }) });
const { member, claimId } = await memberWithFiledClaim(admin, "bench");
const app = createApp(admin.ctx);
const other = makeTestContext({ dataDir, config: admin.ctx.config });

const abort = new AbortController();
const stream = await app.handle(
  new Request(`http://localhost/api/claims/${claimId}/messages/events`, { headers: { cookie: member.cookie }, signal: abort.signal }),
);
const reader = stream.body!.getReader();
const decoder = new TextDecoder();
async function nextThreadEvent(): Promise<void> {
  for (;;) {
    const { value } = await reader.read();
    if (decoder.decode(value).includes("event: thread")) return;
  }
}
await nextThreadEvent();

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
async function measure(write: () => Promise<unknown> | unknown): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const heard = nextThreadEvent();
    await write();
    await heard;
    times.push(performance.now() - started);
  }
  return times;
}
const throughServer = await measure(() =>
  app.handle(
    new Request(`http://localhost/api/admin/claims/${claimId}/messages`, {
      method: "POST",
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      body: JSON.stringify({ text: "bench" }),
    }),
  ),
);
const fromOtherConnection = await measure(() => sendOperativeMessage(other, cliActor("bench"), claimId, { text: "bench" }));
abort.abort();

const figures = (times: number[]) => ({
  p50Ms: Math.round(percentile(times, 50) * 10) / 10,
  p95Ms: Math.round(percentile(times, 95) * 10) / 10,
  maxMs: Math.round(Math.max(...times) * 10) / 10,
});
const result = {
  at: new Date().toISOString(),
  rounds: ROUNDS,
  throughServer: figures(throughServer),
  fromOtherConnection: figures(fromOtherConnection),
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(join(import.meta.dir, "results"), { recursive: true });
writeFileSync(join(import.meta.dir, "results", "claim-thread-live-latest.json"), JSON.stringify(result, null, 2) + "\n");
process.exit(0);
