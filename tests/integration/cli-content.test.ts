// `aan appraisers|testimonials|messages|settings|demo`: the same core as the panel, from a terminal.
import { beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { HIDDEN_CHARACTERS_MESSAGE } from "#shared/hidden-characters";
import { CLI_ACTOR, countIn, runCli, runCliOk, setupDataDir } from "../helpers/cli";
import { sendContactMessage } from "#core/content/contact";
import { makeTestContext, tempDir } from "../helpers/context";

let dataDir: string;
beforeAll(async () => {
  dataDir = await setupDataDir();
});

describe("aan appraisers", () => {
  test("add, edit, list, import (all or nothing), delete", async () => {
    await runCliOk(
      [
        "appraisers",
        "add",
        "--name",
        "Riley Stone",
        "--state",
        "tx",
        "--credentials",
        "Certified",
        "--appraisals",
        "10",
        "--success-rate",
        "97.5",
        "--specialties",
        "Hail; Wind",
      ],
      { dataDir },
    );
    const listed = (await runCliOk(["appraisers", "list", "--json"], { dataDir })).json();
    const riley = listed.appraisers[0];
    expect(riley).toMatchObject({ name: "Riley Stone", state: "TX", successRate: "97.50", specialties: ["Hail", "Wind"] });
    await runCliOk(["appraisers", "edit", riley.id, "--success-rate", "99", "--preferred", "yes"], { dataDir });
    const plain = await runCliOk(["appraisers", "list"], { dataDir });
    expect(plain.stdout).toContain("99.00%");
    expect(plain.stdout).toContain("elite");

    const folder = tempDir();
    const good = join(folder, "good.csv");
    writeFileSync(
      good,
      "name,state,credentials,appraisals,successRate,isPreferred,specialties\nAda Park,AZ,Certified,5,100,yes,Fire;Flood\nBo Lee,CA,Umpire,7,91.25,no,\n",
    );
    expect((await runCliOk(["appraisers", "import", good], { dataDir })).stdout).toContain("Imported 2 appraisers");
    const bad = join(folder, "bad.csv");
    writeFileSync(bad, "name,state,credentials,appraisals,successRate\nCy Ok,TX,Cert,1,95\nDee Bad,QQ,Cert,1,95\n");
    const refused = await runCli(["appraisers", "import", bad], { dataDir });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain("line 3: State must be a two-letter US state code such as TX");
    expect(countIn(dataDir, "SELECT count(*) AS n FROM appraisers")).toBe(3);
    const hidden = join(folder, "hidden.csv");
    writeFileSync(
      hidden,
      "name,state,credentials,appraisals,successRate,specialties\nCy Ok,TX,Cert,1,95,Hail\nDee Bad,TX,Cert,1,95,Wind;Ha\u2800il\n",
    );
    const refusedHidden = await runCli(["appraisers", "import", hidden], { dataDir });
    expect(refusedHidden.exitCode).toBe(1);
    expect(refusedHidden.stderr).toContain(`line 3: ${HIDDEN_CHARACTERS_MESSAGE("Specialties")}`);
    expect(countIn(dataDir, "SELECT count(*) AS n FROM appraisers")).toBe(3);

    await runCliOk(["appraisers", "delete", riley.id], { dataDir });
    expect(
      countIn(dataDir, "SELECT count(*) AS n FROM admin_audit_log WHERE action LIKE 'appraisers.%' AND actor = ?", CLI_ACTOR),
    ).toBeGreaterThanOrEqual(5);
  });
});

describe("aan settings, testimonials, messages, demo", () => {
  test("settings get/set with the schema's checks", async () => {
    await runCliOk(["settings", "set", "legalEmail", "legal@aan.example"], { dataDir });
    expect((await runCliOk(["settings", "get", "legalEmail", "--json"], { dataDir })).json()).toEqual({ legalEmail: "legal@aan.example" });
    const bad = await runCli(["settings", "set", "chatLink", "http://insecure.example"], { dataDir });
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toContain("Messaging chat link must be an https:// address");
    expect((await runCli(["settings", "get", "nope"], { dataDir })).exitCode).toBe(2);
  });

  test("testimonials add, move and list; demo seed refuses a database with real content", async () => {
    await runCliOk(
      ["testimonials", "add", "--text", "Paid $40,000", "--initial", "k", "--surname", "Ray", "--role", "Policyholder", "--city", "Austin"],
      { dataDir },
    );
    await runCliOk(
      ["testimonials", "add", "--text", "Second one", "--initial", "m", "--surname", "Ng", "--role", "Adjuster", "--city", "Reno"],
      { dataDir },
    );
    const list = (await runCliOk(["testimonials", "list", "--json"], { dataDir })).json();
    await runCliOk(["testimonials", "move", list.testimonials[1].id, "up"], { dataDir });
    expect(
      (await runCliOk(["testimonials", "list", "--json"], { dataDir })).json().testimonials.map((t: { text: string }) => t.text),
    ).toEqual(["Second one", "Paid $40,000"]);
    const demo = await runCli(["demo", "seed"], { dataDir });
    expect(demo.exitCode).toBe(1);
    expect(demo.stderr).toContain("already has real appraisers or testimonials");
    expect((await runCliOk(["messages", "list"], { dataDir })).stdout).toContain("No messages");
  });
});

describe("aan messages", () => {
  test("list --open shows the messages not handled yet; list without it shows them all", async () => {
    const dir = await setupDataDir();
    const ctx = makeTestContext({ dataDir: dir });
    const visitor = { clientAddress: "203.0.113.9", userAgent: null };
    for (const callsign of ["First Roofing", "Second Roofing"]) {
      sendContactMessage(ctx, visitor, {
        callsign,
        encryptedChannel: "ops@roofing.example",
        operationType: "claim-reconstruction",
        missionDetails: "Hail claim underpaid.",
      });
    }
    const callsigns = async (args: string[]) =>
      (await runCliOk(["messages", "list", ...args, "--json"], { dataDir: dir }))
        .json()
        .messages.map((m: { callsign: string }) => m.callsign)
        .sort();
    const handled = (await runCliOk(["messages", "list", "--json"], { dataDir: dir })).json().messages[0];
    await runCliOk(["messages", "handle", handled.id], { dataDir: dir });
    expect(await callsigns([])).toEqual(["First Roofing", "Second Roofing"]);
    expect(await callsigns(["--open"])).toEqual(["First Roofing", "Second Roofing"].filter((c) => c !== handled.callsign));
  });
});
