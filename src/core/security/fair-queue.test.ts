// The hash queue's order: lanes take turns, keys take turns within a lane, and no more than the
// limit ever run at once. Each test fills the slots with work it holds, queues more, then lets
// go; the order in which the queued work starts is the queue's decision, independent of timing.
import { expect, test } from "bun:test";
import { FairQueue } from "./fair-queue";

type Lane = "sign-in" | "new-password";

/** A queue of `limit` slots, all taken by held work until `release()`, and a log of what started. */
function heldQueue(limit: number) {
  const queue = new FairQueue<Lane>(limit, ["sign-in", "new-password"]);
  const started: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const holders = Array.from({ length: limit }, () => Promise.withResolvers<void>());
  const held = holders.map((holder) => queue.run("sign-in", "holder", () => holder.promise));
  const queued: Promise<unknown>[] = [];
  return {
    add(lane: Lane, key: string, label = `${lane}:${key}`) {
      queued.push(
        queue.run(lane, key, async () => {
          started.push(label);
          running++;
          mostAtOnce = Math.max(mostAtOnce, running);
          await Promise.resolve();
          running--;
        }),
      );
    },
    async release() {
      for (const holder of holders) holder.resolve();
      await Promise.all([...held, ...queued]);
      return { started, mostAtOnce };
    },
  };
}

test("within a lane, waiting keys take turns: a key with many waiters gets one turn per round", async () => {
  const q = heldQueue(1);
  for (let i = 1; i <= 3; i++) q.add("sign-in", "attacker", `attacker-${i}`);
  q.add("sign-in", "member", "member");
  q.add("sign-in", "other", "other");
  const { started } = await q.release();
  expect(started).toEqual(["attacker-1", "member", "other", "attacker-2", "attacker-3"]);
});

test("a key that arrives behind a queued flood waits for one more of the flood, not all of it", async () => {
  const queue = new FairQueue<Lane>(1, ["sign-in", "new-password"]);
  const started: string[] = [];
  const first = Promise.withResolvers<void>();
  const runs = [
    queue.run("sign-in", "flood", async () => {
      started.push("flood-1");
      await first.promise;
    }),
  ];
  const add = (key: string, label: string) => runs.push(queue.run("sign-in", key, async () => void started.push(label)));
  for (let i = 2; i <= 4; i++) add("flood", `flood-${i}`);
  add("member", "member");
  first.resolve();
  await Promise.all(runs);
  expect(started).toEqual(["flood-1", "flood-2", "member", "flood-3", "flood-4"]);
});

test("the lanes take turns: a sign-in waits behind at most one new password, however many queue", async () => {
  const q = heldQueue(1);
  for (let i = 1; i <= 5; i++) q.add("new-password", `registrant-${i}`, `register-${i}`);
  q.add("sign-in", "member-a", "sign-in-a");
  q.add("sign-in", "member-b", "sign-in-b");
  const { started } = await q.release();
  expect(started).toEqual(["sign-in-a", "register-1", "sign-in-b", "register-2", "register-3", "register-4", "register-5"]);
});

test("an empty lane gives its turn away: one lane alone runs straight through in key order", async () => {
  const q = heldQueue(1);
  q.add("new-password", "a", "a-1");
  q.add("new-password", "a", "a-2");
  q.add("new-password", "b", "b-1");
  const { started } = await q.release();
  expect(started).toEqual(["a-1", "b-1", "a-2"]);
});

test("never more than the limit at once, and every queued piece of work runs exactly once", async () => {
  const q = heldQueue(4);
  for (let i = 0; i < 40; i++) q.add(i % 3 === 0 ? "new-password" : "sign-in", `key-${i % 7}`, `work-${i}`);
  const { started, mostAtOnce } = await q.release();
  expect(mostAtOnce).toBeLessThanOrEqual(4);
  expect(started.toSorted()).toEqual(Array.from({ length: 40 }, (_, i) => `work-${i}`).toSorted());
});

test("work that fails frees its slot for the next waiter", async () => {
  const queue = new FairQueue<Lane>(1, ["sign-in", "new-password"]);
  const failing = queue.run("sign-in", "a", () => Promise.reject(new Error("hash failed")));
  const next = queue.run("sign-in", "b", async () => "ran");
  await expect(failing).rejects.toThrow("hash failed");
  expect(await next).toBe("ran");
});
