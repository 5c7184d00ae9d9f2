// The weapons team templates (Striker 4.A.1.a: "a team with weapon crew of two and two infantry
// men"): their weapons are embedded as the compendium has them, every trooper's item is there,
// and the crew's weapon is offered to the fire dialog.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { weaponChoices, type TeamSnapshot } from "../../src/rulesets/striker/view/fire-plan";
import { fireWeaponOfItem } from "../../src/rulesets/striker/data/weapon-item";
import type { TeamSystem } from "../../src/rulesets/striker/data/team-schema";
import type { WeaponItemSystem } from "../../src/rulesets/striker/data/weapon-schema";
import type { TeamItem } from "../../src/rulesets/striker/view/team-items";

const root = join(__dirname, "../..");
const read = (pack: string, file: string) => YAML.parse(readFileSync(join(root, "packs/_source", pack, file), "utf8"));
const compendium = new Map<string, { name: string; system: WeaponItemSystem }>();
for (const file of readdirSync(join(root, "packs/_source/str-weapons"))) {
  const doc = read("str-weapons", file);
  compendium.set(doc.system.tableId, { name: doc.name, system: doc.system });
}
interface Embedded { _id: string; _key: string; name: string; type: string; system: WeaponItemSystem }
const TEAMS = { "heavy-machinegun-team.yml": "heavyMg7mm6", "anti-tank-team.yml": "atgl9cm", "autogrenade-launcher-team.yml": "ramAutoGrenadeLauncher11" } as const;

function snapshot(doc: { _id: string; name: string; system: TeamSystem; items: Embedded[] }): TeamSnapshot {
  const items: TeamItem[] = doc.items.flatMap((i): TeamItem[] => (i.type === "strWeapon" ? [{ id: i._id, name: i.name, kind: "weapon", weapon: i.system }] : []));
  return { id: doc._id, name: doc.name, actorUuid: `Actor.${doc._id}`, system: doc.system, items, markers: {} };
}

describe("weapons team templates (Striker 4.A.1.a)", () => {
  for (const [file, weaponId] of Object.entries(TEAMS)) {
    it(`${file}: a crew of two with the weapon, two riflemen, every item embedded as in the compendium`, () => {
      const doc = read("str-teams", file);
      expect(doc._key).toBe(`!actors!${doc._id}`);
      expect(doc.system).toMatchObject({ initiative: "low", morale: { value: 5, start: 5 }, leader: "none" });
      const troopers: TeamSystem["troopers"] = doc.system.troopers;
      expect(troopers.map((t) => t.role)).toEqual(["crew", "crew", "rifleman", "rifleman"]);
      const items: Embedded[] = doc.items;
      for (const i of items) {
        expect(i._key).toBe(`!actors.items!${doc._id}.${i._id}`);
        if (i.type === "strWeapon") expect(i.system, i.name).toEqual(compendium.get(i.system.tableId)?.system);
      }
      const ids = new Set(items.map((i) => i._id));
      for (const t of troopers) for (const ref of [t.weaponItem, t.armourItem, t.grenadeItem]) if (ref) expect(ids.has(ref), ref).toBe(true);
      const crewWeapon = items.find((i) => i._id === troopers[0]!.weaponItem)!;
      expect(crewWeapon.system.tableId).toBe(weaponId);
      expect(crewWeapon.system.crew).toBeLessThanOrEqual(2);
      expect(fireWeaponOfItem(crewWeapon.system, troopers[0]!.ammunition)).not.toBeNull();
      const choices = weaponChoices([snapshot(doc)]);
      // Striker 4.A: the two crewmen fire it as one weapon when it needs a crew of two
      expect(choices.find((c) => c.name === crewWeapon.name)?.troops).toBe(Math.floor(2 / crewWeapon.system.crew));
    });
  }

  it("every team template embeds its weapons and armour as the compendium has them", () => {
    const armour = new Map<string, unknown>();
    for (const file of readdirSync(join(root, "packs/_source/str-armour"))) {
      const doc = read("str-armour", file);
      armour.set(doc.system.tableId, doc.system);
    }
    let embedded = 0;
    for (const file of readdirSync(join(root, "packs/_source/str-teams"))) {
      for (const i of (read("str-teams", file).items ?? []) as Embedded[]) {
        if (i.type === "strWeapon") expect(i.system, `${file}: ${i.name}`).toEqual(compendium.get(i.system.tableId)?.system);
        else if (i.type === "strArmour") expect(i.system, `${file}: ${i.name}`).toEqual(armour.get((i.system as unknown as { tableId: string }).tableId));
        else continue;
        embedded++;
      }
    }
    expect(embedded).toBeGreaterThan(10);
  });

  it("weapons that need an infantry mount carry it: the HMG its 7mm mount, the autolauncher the TL 5 MMG mount", () => {
    const mountOf = (file: string) => (read("str-teams", file).items as Embedded[]).find((i) => i.system.table === "mount")?.system;
    expect(mountOf("heavy-machinegun-team.yml")).toMatchObject({ mountFor: "7mm Heavy Machinegun", tl: 6 });
    expect(mountOf("autogrenade-launcher-team.yml")).toMatchObject({ mountFor: "Medium Machinegun", tl: 5 });
    expect(mountOf("anti-tank-team.yml")).toBeUndefined();
  });
});
