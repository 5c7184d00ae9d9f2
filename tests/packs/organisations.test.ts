// The shipped Striker organisations expand to the teams Striker 4.A gives them, and lay out whole.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { expandFormation, type ResolvedMember } from "../../src/core/formation-expand";
import { layoutFormation } from "../../src/core/formation/layout";
import type { FormationSystem } from "../../src/core/formation-schema";

const root = join(__dirname, "../..");
const resolved = new Map<string, ResolvedMember>();
for (const pack of ["str-teams", "str-organisations"]) {
  for (const file of readdirSync(join(root, "packs/_source", pack))) {
    const doc = YAML.parse(readFileSync(join(root, "packs/_source", pack, file), "utf8"));
    const uuid = `Compendium.starskirmish.${pack}.Actor.${doc._id}`;
    resolved.set(
      uuid,
      doc.type === "formation"
        ? { kind: "formation", uuid, name: doc.name, system: doc.system as FormationSystem }
        : { kind: "actor", uuid, name: doc.name, width: 1, height: 1 },
    );
  }
}
const organisation = (id: string) => resolved.get(`Compendium.starskirmish.str-organisations.Actor.${id}`) as Extract<ResolvedMember, { kind: "formation" }>;
const expand = (id: string) => {
  const org = organisation(id);
  return expandFormation({ uuid: org.uuid, system: org.system }, (u) => resolved.get(u) ?? null);
};
const roleCounts = (id: string) => {
  const counts: Record<string, number> = {};
  for (const f of expand(id).figures) {
    const name = resolved.get(f.actorUuid)?.name ?? "?";
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
};

describe("Striker organisations (Striker 4.A)", () => {
  it("a squad is a squad leader team and two fire teams", () => {
    expect(roleCounts("strOrgSquad00001")).toEqual({ "Squad Leader Team": 1, "Fire Team": 2 });
  });
  it("a weapons squad mixes teams: squad leader, fire team and heavy machinegun team (Striker 4.A.1.a)", () => {
    expect(roleCounts("strOrgWpnSquad01")).toEqual({ "Squad Leader Team": 1, "Fire Team": 1, "Heavy Machinegun Team": 1 });
  });
  it("a section is six teams, as the organisation table has it", () => {
    expect(roleCounts("strOrgSection001")).toEqual({ "Section Leader Team": 1, "Squad Leader Team": 1, "Fire Team": 4 });
  });
  it("a platoon is 13 teams: officer, senior NCO, section leader, two squad leaders, eight fire teams", () => {
    const e = expand("strOrgPlatoon001");
    expect(e.problems).toEqual([]);
    expect(e.figures).toHaveLength(13);
    expect(roleCounts("strOrgPlatoon001")).toEqual({
      "Platoon Officer Team": 1,
      "Platoon Senior NCO Team": 1,
      "Section Leader Team": 1,
      "Squad Leader Team": 2,
      "Fire Team": 8,
    });
  });
  it("a company of three platoons is 41 teams and lays out on a 40 x 40 scene without overlap", () => {
    const e = expand("strOrgCompany001");
    expect(e.figures).toHaveLength(41);
    const result = layoutFormation({
      members: e.figures,
      groups: e.groups,
      grid: { kind: "square", size: 100, bounds: { x: 0, y: 0, width: 4000, height: 4000 } },
      drop: { x: 2000, y: 2000 },
      shape: "default",
      defaultShape: organisation("strOrgCompany001").system.shape,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(new Set(result.placements.map((p) => `${p.x},${p.y}`)).size).toBe(41);
  });
});
