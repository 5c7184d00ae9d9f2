// Every card kind of every rule set, after a real init: its template exists and carries exactly
// the buttons the kind declares, each of which runs; its fields are a schema its initial data
// fits. And no rule set posts or decodes a card outside the registry.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bootSystem } from "../../helpers/boot";
import { initialValue, validateData, type FieldsSpec } from "../../../src/core/schema";

const ROOT = process.cwd();

/** A world after init with every rule set's table loaded, as each world loads its own on first use. */
async function kinds() {
  await bootSystem();
  const { allRuleSets } = await import("../../../src/system/registry");
  const { allCardKinds } = await import("../../../src/system/cards/card-registry");
  const { cardButtonRunner } = await import("../../../src/system/cards/card-buttons");
  const tables = new Map(await Promise.all(allRuleSets().map(async (rs) => [rs.definition.id, await rs.table?.load()] as const)));
  return { ruleSets: allRuleSets(), tables, registered: allCardKinds(), cardButtonRunner };
}

/** The data-card-action names a template shows. */
/** The card actions a template shows, its partials' included. */
function templateActions(template: string): string[] {
  const text = readFileSync(join(ROOT, "templates", template), "utf8");
  const partials = [...text.matchAll(/\{\{>\s*"systems\/starskirmish\/templates\/([^"]+)"/g)].flatMap((m) => templateActions(m[1]!));
  return [...new Set([...[...text.matchAll(/data-card-action="([^"]+)"/g)].map((m) => m[1]!), ...partials])].sort();
}

const fits = (fields: FieldsSpec) => validateData(fields, initialValue(fields), "initial");

describe("the card kinds of every rule set", () => {
  it("are all registered, each under its own rule set, and the rule sets that post cards list theirs", async () => {
    const { ruleSets, tables, registered } = await kinds();
    const { KIT_CARD_KINDS } = await import("../../../src/system/cards/kit-kinds");
    const listed = [
      ...KIT_CARD_KINDS.map((entry) => ({ ruleSet: "shared", kind: entry.kind })),
      ...ruleSets.flatMap((rs) => (tables.get(rs.definition.id)?.cardKinds ?? []).map((entry) => ({ ruleSet: rs.definition.id, kind: entry.kind }))),
    ];
    // each table registers its kinds as it loads, so they are registered in the order the tables loaded
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(registered.map((r) => r.kind).sort(byId)).toEqual(listed.map((l) => l.kind).sort(byId));
    for (const { ruleSet, kind } of listed) expect(kind.ruleSet, kind.id).toBe(ruleSet);
  });

  it("cover every card template of every rule set", async () => {
    const { ruleSets, registered } = await kinds();
    const used = new Set(registered.map((r) => r.kind.template));
    for (const rs of ruleSets) {
      const dir = join(ROOT, "templates", rs.definition.id, "cards");
      const templates = existsSync(dir) ? readdirSync(dir).map((name) => `${rs.definition.id}/cards/${name}`) : [];
      for (const template of templates) expect(used.has(template), template).toBe(true);
    }
    expect(used.size).toBeGreaterThan(20);
  });

  it("have a card template that exists, in their rule set's cards folder", async () => {
    const { registered } = await kinds();
    for (const { kind } of registered) {
      expect(kind.template, kind.id).toMatch(new RegExp(`^${kind.ruleSet}/cards/[a-z-]+\\.hbs$`));
      expect(statSync(join(ROOT, "templates", kind.template)).isFile(), kind.id).toBe(true);
    }
  });

  it("have a payload and a target-data schema whose initial data fits them", async () => {
    const { registered } = await kinds();
    for (const { kind } of registered) {
      expect(fits(kind.payload), `${kind.id} payload`).toEqual([]);
      expect(fits(kind.targetData), `${kind.id} target data`).toEqual([]);
    }
    // a payload field list is a real schema: it refuses what does not fit
    const task = registered.find((r) => r.kind.id === "spTask")!.kind;
    expect(validateData(task.payload, { d20: 21 }, "payload")).toEqual([{ path: "payload.d20", message: "must be at most 20" }]);
  });

  it("declare exactly the buttons their template shows, and every one of them runs", async () => {
    const { registered, cardButtonRunner } = await kinds();
    for (const { kind } of registered) {
      expect([...kind.buttons].sort(), kind.id).toEqual(templateActions(kind.template));
      for (const action of kind.buttons) expect(cardButtonRunner(kind.id, action), `${kind.id} ${action}`).toBeTypeOf("function");
    }
    // a button another kind declares does not run on this one
    expect(cardButtonRunner("spFire", "spNotSoFast")).toBeUndefined();
    expect(cardButtonRunner("spNoSuchKind", "applyResult")).toBeUndefined();
  });
});

describe("the rule sets' own code", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
    });

  it("posts and reads cards only through their kinds: no string kinds, no ad-hoc payload decoding", () => {
    const offending = files(join(ROOT, "src/rulesets")).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const found = [/postCard\(\{/, /\bpayload as\b/, /\bCardData\b/, /\bsystem\.payload\b/, /system\/chat\/(post-card|card-model|card-actions)/].filter((re) => re.test(text));
      return found.map((re) => `${file.slice(ROOT.length + 1)}: ${re.source}`);
    });
    expect(offending).toEqual([]);
  });
});
