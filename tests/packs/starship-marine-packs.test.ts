// The shipped Starship Marine compendiums: a figure for every troop type and every ranked figure of
// Part 5, the four orders of battle expanding to exactly the figures their line items give (SSM-22 to
// SSM-25), the armoury with its door points (3.8), and every campaign table row (4.3-4.5).
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { expandFormation, type ResolvedMember } from "../../src/core/formation-expand";
import type { FormationSystem } from "../../src/core/formation-schema";
import { TROOP_TYPE_IDS } from "../../src/rulesets/starship-marine/data/troop-types";
import { figureCounts, OOB_FIGURES, ORDERS_OF_BATTLE, SIRIAN_LOGISTICS_TRUCS } from "../../src/rulesets/starship-marine/data/orders-of-battle";
import { CASUALTY_TABLES, DOOR_DAMAGE_POINTS, HOSPITAL_SHIP, LOST_EQUIPMENT } from "../../src/rulesets/starship-marine/rules/index";

const root = join(__dirname, "../..");
// The YAML documents, as far as these tests read them.
type Doc = { _id: string; name: string; type?: string; system: Record<string, unknown>; results?: { range: [number, number]; flags: { starskirmish: { result: string } } }[]; flags?: { starskirmish?: { ssmTable?: string } } };
const docs = (pack: string): Doc[] => readdirSync(join(root, "packs/_source", pack)).map((f) => YAML.parse(readFileSync(join(root, "packs/_source", pack, f), "utf8")) as Doc);

const figures = docs("ssm-figures");
const organisations = docs("ssm-organisations");
const resolved = new Map<string, ResolvedMember>();
for (const d of figures) resolved.set(`Compendium.starskirmish.ssm-figures.Actor.${d._id}`, { kind: "actor", uuid: `Compendium.starskirmish.ssm-figures.Actor.${d._id}`, name: d.name, width: 1, height: 1 });
for (const d of organisations) {
  const uuid = `Compendium.starskirmish.ssm-organisations.Actor.${d._id}`;
  resolved.set(uuid, { kind: "formation", uuid, name: d.name, system: d.system as unknown as FormationSystem });
}

describe("Starship Marine figures", () => {
  it("has one figure of every troop type, named as the type", () => {
    const types = figures.map((d) => d.system.troopType);
    for (const id of TROOP_TYPE_IDS) expect(types, id).toContain(id);
    // the type's own document (its id from the key "type-<id>"), not a Part 5 figure of that type:
    // one once shared its file name and overwrote it
    const ids = new Set(figures.map((d) => d._id));
    for (const id of TROOP_TYPE_IDS) expect(ids.has(`ssmF${createHash("sha1").update(`type-${id}`).digest("hex")}`.slice(0, 16)), id).toBe(true);
  });
  it("has every ranked figure of Part 5 with its troop type and rank", () => {
    for (const f of Object.values(OOB_FIGURES)) {
      const doc = figures.find((d) => d.name === f.name);
      expect(doc, f.name).toBeDefined();
      expect(doc!.system).toMatchObject({ troopType: f.troopType, rank: f.rank === "none" ? doc!.system.rank : f.rank });
    }
  });
});

describe("Starship Marine orders of battle (Part 5)", () => {
  for (const oob of ORDERS_OF_BATTLE) {
    it(`${oob.name} expands to the figures of its line items`, () => {
      const org = organisations.find((d) => d.name === oob.name)!;
      const e = expandFormation({ uuid: "root", system: org.system as unknown as FormationSystem }, (u) => resolved.get(u) ?? null);
      expect(e.problems).toEqual([]);
      const byName: Record<string, number> = {};
      for (const fig of e.figures) {
        const name = resolved.get(fig.actorUuid)?.name ?? "?";
        byName[name] = (byName[name] ?? 0) + 1;
      }
      const expected: Record<string, number> = {};
      for (const [id, n] of Object.entries(figureCounts(oob))) if (n > 0) expected[OOB_FIGURES[id as keyof typeof OOB_FIGURES].name] = n;
      expect(byName).toEqual(expected);
    });
  }
  it("keeps the Sirian logistics TRUCs as an editable quantity of 16 on the formation (SSM-25)", () => {
    const logs = organisations.find((d) => d.name === "Sirian Logistics Platoon")!;
    const members = (logs.system as { members: { name: string; quantity: number }[] }).members;
    expect(members.find((m) => m.name === "TRUC")?.quantity).toBe(SIRIAN_LOGISTICS_TRUCS);
    expect(String(logs.system.notes)).toContain("SSM\u201125");
  });
});

describe("Starship Marine armoury and tables", () => {
  it("gives each charge and weapon its door damage points (3.8)", () => {
    const gear = Object.fromEntries(docs("ssm-gear").map((d) => [d.name, d.system]));
    expect(gear["SCA I"]).toMatchObject({ doorPoints: DOOR_DAMAGE_POINTS.scaI, fireLine: "scaI" });
    expect(gear["SCA III (double charge)"]).toMatchObject({ doorPoints: DOOR_DAMAGE_POINTS.scaIII, fireLine: "scaIII" });
    expect(gear["Door charge"]).toMatchObject({ doorPoints: DOOR_DAMAGE_POINTS.doorCharge, setupMoves: 1 });
    expect(gear["APGW launcher (close support robot)"]).toMatchObject({ doorPoints: DOOR_DAMAGE_POINTS.apgw, fireLine: "closeSupportApgw" });
    expect(gear["SuperCharge"]).toMatchObject({ setupMoves: 2 });
  });
  it("reads every face of every campaign table as the rules do (4.3, 4.4, 4.5)", () => {
    const tables = Object.fromEntries(docs("ssm-tables").map((d) => [d.flags!.starskirmish!.ssmTable!, d]));
    const faces = (key: string) => {
      const out: string[] = [];
      for (const r of tables[key]!.results!) for (let f = r.range[0]; f <= r.range[1]; f++) out[f - 1] = r.flags.starskirmish.result;
      return out;
    };
    for (const [protection, cols] of Object.entries(CASUALTY_TABLES)) {
      expect(faces(`casualty-${protection}-atmosphere`)).toEqual([...cols.atmosphere]);
      expect(faces(`casualty-${protection}-vacuum`)).toEqual([...cols.vacuum]);
    }
    for (const [equipment, col] of Object.entries(LOST_EQUIPMENT)) expect(faces(`equipment-${equipment}`)).toEqual([...col]);
    for (const [injury, col] of Object.entries(HOSPITAL_SHIP)) expect(faces(`hospital-${injury}`)).toEqual([...col]);
  });
});
