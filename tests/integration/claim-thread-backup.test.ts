// A claim's messages and their files belong to the claim (decision 0081): `aan backup` takes them
// and `aan restore` into a new folder brings back the thread in its order, its read state, and the
// files byte for byte, downloadable from the restored thread by the member and the admin.
import { expect, test } from "bun:test";
import { join } from "node:path";
import { cliActor } from "#core/actor";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { createApp } from "#server/app";
import { runCli } from "../helpers/cli";
import { makeRequester, makeTestContext, tempDir } from "../helpers/context";
import { registerMember } from "../helpers/member-session";
import { scenarioTemplate } from "../helpers/scenario";

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\nbinary \u0000\u00ff tail\n%%EOF\n");

const template = scenarioTemplate({ build: () => undefined });

test("backup → restore into a new folder: the thread, its order, read state and files come back whole", async () => {
  const w = await template.fresh({ onDisk: true });
  const owner = await registerMember(w.ctx, w.request);
  activateSubscription(w.ctx, cliActor("tests"), owner.username, { plan: "phantom", frequency: "monthly" });
  const member = w.as({ member: () => owner });
  const claimId = (
    await member("POST", "/api/claims", {
      body: {
        propertyAddress: "5 Keep St",
        homeowner: "K",
        col: "2026-01-01",
        dol: "2026-01-02",
        inspectionStatus: "pending",
        serviceRequestType: "estimate",
      },
    })
  ).json.claim.id as string;
  expect((await member("POST", `/api/claims/${claimId}/messages`, { body: { text: "first" } })).status).toBe(200);
  const form = new FormData();
  form.append("text", "with the estimate");
  form.append("files", new Blob([PDF]), "estimate.pdf");
  const sent = await w.app.handle(
    new Request(`http://localhost/api/admin/claims/${claimId}/messages`, {
      method: "POST",
      body: form,
      headers: { cookie: w.cookies.superAdmin },
    }),
  );
  expect(sent.status).toBe(200);
  const before = await w.as("admin")("GET", `/api/admin/claims/${claimId}/messages`);

  const archive = join(tempDir(), "thread.tar.gz");
  const backup = await runCli(["backup", "--to", archive, "--json"], { dataDir: w.ctx.config.dataDir });
  expect(backup.exitCode).toBe(0);
  expect(backup.json().tables).toMatchObject({ claim_messages: 2 });

  const restoredDir = tempDir();
  const restore = await runCli(["restore", archive], { dataDir: restoredDir });
  expect(restore.exitCode).toBe(0);

  const ctx = makeTestContext({ dataDir: restoredDir, config: { ...w.ctx.config, dataDir: restoredDir } });
  ctx.clock.set(w.ctx.clock.now());
  const request = makeRequester(createApp(ctx));
  const after = await request("GET", `/api/admin/claims/${claimId}/messages`, { cookie: w.cookies.superAdmin });
  expect(after.status).toBe(200);
  expect(after.json.messages).toEqual(before.json.messages);
  const documentId = after.json.messages[1].attachments[0].id as string;
  const asMember = await createApp(ctx).handle(
    new Request(`http://localhost/api/documents/${documentId}`, { headers: { cookie: owner.cookie } }),
  );
  expect(asMember.status).toBe(200);
  expect(new Uint8Array(await asMember.arrayBuffer())).toEqual(PDF);
});
