// The team sheet's pure parts: what a drop on a trooper does or why it is refused, whether a team
// is led by the leader teams on the board (Striker 5.A), and the unit-card rows.
import { describe, expect, it } from "vitest";
import { initialValue } from "../../../../src/core/schema";
import { TEAM_SCHEMA, TROOPER_SCHEMA, type TeamSystem } from "../../../../src/rulesets/striker/data/team-schema";
import { assignGear, parseItemDrop, releaseGear, dropRefusalLabel } from "../../../../src/rulesets/striker/view/team-drop";
import { commandTeamOf, leaderStands, ledView } from "../../../../src/rulesets/striker/view/team-command";
import { teamContext } from "../../../../src/rulesets/striker/view/team-context";
import { trooperArmour, type TeamItem } from "../../../../src/rulesets/striker/view/team-items";
import { armourItemFromTable, weaponItemFromTable } from "../../../../src/rulesets/striker/data/weapon-item";
import { PERSONAL_ARMOUR, SLUG_THROWERS } from "../../../../src/rulesets/striker/rules/index";

const trooper = (name: string, extra: Partial<TeamSystem["troopers"][number]> = {}) => ({ ...initialValue(TROOPER_SCHEMA.fields), name, ...extra });
const team = (extra: Partial<TeamSystem> = {}): TeamSystem => ({
  ...initialValue(TEAM_SCHEMA),
  troopers: [trooper("Lee", { role: "leader" }), trooper("Ng"), trooper("Ito"), trooper("Cruz")],
  ...extra,
});
const acr = weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr9mm")!);
const ablat = armourItemFromTable(PERSONAL_ARMOUR.find((p) => p.id === "ablat")!);
const items: TeamItem[] = [
  { id: "w1", name: "9mm ACR", kind: "weapon", weapon: acr },
  { id: "a1", name: "Ablat", kind: "armour", armour: ablat },
];

describe("dropping gear on a trooper", () => {
  it("accepts only Item drag data with a uuid", () => {
    expect(parseItemDrop({ type: "Item", uuid: "Compendium.x.Item.abc" })).toEqual({ type: "Item", uuid: "Compendium.x.Item.abc" });
    expect(parseItemDrop({ type: "Actor", uuid: "Actor.a" })).toBe("notAnItem");
    expect(parseItemDrop({ type: "Item" })).toBe("notAnItem");
    expect(parseItemDrop("Item")).toBe("notAnItem");
    expect(parseItemDrop(null)).toBe("notAnItem");
    expect(dropRefusalLabel("notStrikerGear")).toBe("STARSKIRMISH.Striker.Team.Drop.notStrikerGear");
  });

  it("gives a weapon to one trooper, loaded with its first ammunition, and armour with its value", () => {
    const t = team().troopers;
    const armed = assignGear(t, 1, { id: "w1", name: "9mm ACR", type: "strWeapon", firstAmmo: "slugs" });
    if (typeof armed === "string") throw new Error(armed);
    expect(armed[1]).toMatchObject({ name: "Ng", weapon: "9mm ACR", weaponItem: "w1", ammunition: "slugs" });
    expect(armed[0]).toEqual(t[0]);
    const armoured = assignGear(armed, 2, { id: "a1", name: "Ablat", type: "strArmour", armourValue: 1 });
    if (typeof armoured === "string") throw new Error(armoured);
    expect(armoured[2]).toMatchObject({ armourItem: "a1", armour: 1 });
  });

  it("refuses other item types and missing troopers", () => {
    const t = team().troopers;
    expect(assignGear(t, 0, { id: "x", name: "Laser pistol", type: "spWeapon" })).toBe("notStrikerGear");
    expect(assignGear(t, 7, { id: "w1", name: "9mm ACR", type: "strWeapon" })).toBe("noTrooper");
    expect(assignGear(t, -1, { id: "w1", name: "9mm ACR", type: "strWeapon" })).toBe("noTrooper");
  });

  it("takes a deleted item from everyone who carried it", () => {
    const t = team({ troopers: [trooper("A", { weaponItem: "w1", armourItem: "a1" }), trooper("B", { weaponItem: "w1" })] }).troopers;
    expect(releaseGear(t, "w1").map((x) => [x.weaponItem, x.armourItem])).toEqual([["", "a1"], ["", ""]]);
  });
});

describe("whether a team is led (Striker 5.A)", () => {
  const fireTeam = team({ command: { role: "fireTeam", squad: "1", section: "1", platoon: "1", company: "A" } });
  const squadLeader = commandTeamOf("sl", { ...fireTeam, initiative: "average", command: { ...fireTeam.command, role: "squadLeader" } }, false);
  const self = commandTeamOf("ft", fireTeam, false);

  it("by its own squad leader within 100 m, and not beyond the 200 m a squad leader may reach", () => {
    expect(ledView(self, [{ team: squadLeader, name: "SL 1", distanceM: 100 }])).toMatchObject({ led: true, by: ["SL 1"], label: "STARSKIRMISH.Striker.Team.Led.led" });
    expect(ledView(self, [{ team: squadLeader, name: "SL 1", distanceM: 250 }])).toMatchObject({ led: false, by: [], label: "STARSKIRMISH.Striker.Team.Led.unled" });
  });

  it("not by another squad's leader, nor by a leader team whose leader has fallen", () => {
    const other = commandTeamOf("sl2", { ...fireTeam, initiative: "average", command: { ...fireTeam.command, role: "squadLeader", squad: "2" } }, false);
    expect(ledView(self, [{ team: other, name: "SL 2", distanceM: 50 }]).led).toBe(false);
    const fallen = commandTeamOf("sl", { ...fireTeam, initiative: "average", command: { ...fireTeam.command, role: "squadLeader" } }, true);
    expect(ledView(self, [{ team: fallen, name: "SL 1", distanceM: 50 }]).led).toBe(false);
    const leaderDown = team({ command: { ...fireTeam.command, role: "squadLeader" } });
    leaderDown.troopers[0] = { ...leaderDown.troopers[0]!, casualty: true };
    expect(commandTeamOf("sl", leaderDown, false).hasLeader).toBe(false);
  });

  it("not by a leader team whose first trooper fell, whatever role the sheet gave that trooper (Striker 4.A)", () => {
    const firstDown = team({ initiative: "average", command: { ...fireTeam.command, role: "squadLeader" } });
    firstDown.troopers[0] = { ...firstDown.troopers[0]!, role: "rifleman", casualty: true };
    expect(leaderStands(firstDown, false)).toBe(false);
    expect(ledView(self, [{ team: commandTeamOf("sl", firstDown, false), name: "SL 1", distanceM: 50 }]).led).toBe(false);
    expect(leaderStands(team(), false)).toBe(true);
    expect(leaderStands(team(), true)).toBe(false);
  });

  it("a high-initiative team needs no leader", () => {
    expect(ledView(commandTeamOf("hi", { ...fireTeam, initiative: "high" }, false), [])).toMatchObject({ needsLeader: false, led: true });
  });
});

describe("the unit card rows", () => {
  it("show carried items by name with their ammunition, armour as printed, and troopers standing", () => {
    const t = team({
      troopers: [
        trooper("Lee", { role: "leader", weaponItem: "w1", weapon: "old name", ammunition: "DS", armourItem: "a1" }),
        trooper("Ng", { weapon: "Rifle", armour: 3, casualty: true }),
      ],
    });
    const ctx = teamContext(t, items, null);
    expect(ctx.troopers[0]).toMatchObject({ weaponName: "9mm ACR", hasWeaponItem: true, ammunition: "DS", armourText: "1[6]", hasArmourItem: true });
    expect(ctx.troopers[0]!.ammoChoices.map((c) => c.value)).toEqual(["slugs", "DS", "HE"]);
    expect(ctx.troopers[1]).toMatchObject({ weaponName: "Rifle", hasWeaponItem: false, armourText: "3", casualty: true });
    expect(ctx.effectives).toBe(1);
    expect(ctx.weapons).toEqual([{ id: "w1", name: "9mm ACR", ammo: ["slugs", "DS", "HE"].map((a) => `STARSKIRMISH.Striker.Ammo.${a}`) }]);
    // ruling STR-5: Ablat 1[6] is 1, or 6 against energy weapons
    expect(ctx.armours).toEqual([{ id: "a1", name: "Ablat", summary: { key: "STARSKIRMISH.Striker.Team.armourSummary.bracketed", value: 1, energy: 6 } }]);
    expect(trooperArmour(t.troopers[0]!, items)).toEqual({ general: 1, energy: 6 });
    expect(trooperArmour(t.troopers[1]!, items)).toEqual({ general: 3 });
  });

  it("ignore an item id that no longer points at an item", () => {
    const ctx = teamContext(team({ troopers: [trooper("A", { weaponItem: "gone", weapon: "Rifle" })] }), items, null);
    expect(ctx.troopers[0]).toMatchObject({ weaponName: "Rifle", hasWeaponItem: false });
  });
});
