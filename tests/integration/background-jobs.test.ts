// The server's background jobs: the first maintenance and delivery round runs as the server starts,
// and `firstRound` settles once it is done, whether it worked or failed (serve.ts collects the
// start's garbage then, decision 0051).
import { expect, test } from "bun:test";
import type { Log } from "#core/platform/log";
import { startBackgroundJobs } from "#server/background-jobs";
import { makeTestContext } from "../helpers/context";

function recordingLog() {
  const events: string[] = [];
  const note = (event: string) => void events.push(event);
  const log: Log = { info: note, warn: note, error: note };
  return { log, events };
}

test("the first round runs at start, and firstRound settles after its maintenance and delivery", async () => {
  const { log, events } = recordingLog();
  const jobs = startBackgroundJobs({ ...makeTestContext(), log });
  try {
    expect(events).toEqual([]);
    await jobs.firstRound;
    expect(events).toEqual(["maintenance"]);
  } finally {
    jobs.stop();
  }
});

test("firstRound settles even when the round fails, and the failures are logged", async () => {
  const { log, events } = recordingLog();
  const ctx = { ...makeTestContext(), log };
  ctx.db.$client.close();
  const jobs = startBackgroundJobs(ctx);
  try {
    await jobs.firstRound;
    expect(events).toEqual(["maintenance_failed", "notification_delivery_failed"]);
  } finally {
    jobs.stop();
  }
});

test("a stop before the first round keeps it from running", async () => {
  const { log, events } = recordingLog();
  const jobs = startBackgroundJobs({ ...makeTestContext(), log });
  jobs.stop();
  await Bun.sleep(20);
  expect(events).toEqual([]);
});
