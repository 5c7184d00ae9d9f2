// Single-use weapons (hand grenade and grenade launcher notes) are taken off the troopers who
// fired them, and the embedded item goes once nobody on the team carries it.
import { describe, expect, it } from "vitest";
import { grenadeAttack } from "../../../../gallery/samples-striker-grenades";
import { workedAttack } from "../../../../gallery/samples-striker-fire";
import { planFire } from "../../../../src/rulesets/striker/view/fire-plan";
import { usedUpChanges } from "../../../../src/rulesets/striker/view/used-up";
import { grenadeLauncherItem } from "../../../../src/rulesets/striker/data/grenade-items";
import { GRENADE_LAUNCHERS } from "../../../../src/rulesets/striker/rules/index";

const OPEN = { moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" } as const;

describe("one-use weapons are used up", () => {
  it("takes the thrown grenade off the leader and deletes the item nobody else carries", () => {
    const { plan } = grenadeAttack();
    expect(plan.weapon.weapon.singleUse).toBe(true);
    const [change, ...rest] = usedUpChanges(plan);
    expect(rest).toEqual([]);
    expect(change!.teamId).toBe("firer");
    expect(change!.troopers.map((t) => t.grenadeItem)).toEqual(["", "", "", ""]);
    // His rifle stays.
    expect(change!.troopers[0]!.weaponItem).toBe("w");
    expect(change!.deleteItems).toEqual(["g"]);
  });

  it("keeps the item while a casualty still carries one, and spares a casualty's own", () => {
    const { firer, target, options } = grenadeAttack();
    const troopers = firer.system.troopers.map((t, i) => ({ ...t, grenadeItem: i < 2 ? "g" : "", casualty: i === 1 }));
    const plan = planFire([{ ...firer, system: { ...firer.system, troopers } }], target, 18, options);
    if (typeof plan === "string") throw new Error(plan);
    const [change] = usedUpChanges(plan);
    expect(change!.troopers.map((t) => t.grenadeItem)).toEqual(["", "g", "", ""]);
    expect(change!.deleteItems).toEqual([]);
  });

  it("a disposable launcher held as the trooper's weapon goes, name and all", () => {
    const { firer, target } = grenadeAttack();
    const disposable = GRENADE_LAUNCHERS.find((l) => l.id.toLowerCase().includes("disp"))!;
    const item = grenadeLauncherItem(disposable);
    expect(item.system.singleUse).toBe(true);
    const name = "Disposable ATGL";
    const troopers = firer.system.troopers.map((t, i) => (i === 2 ? { ...t, weapon: name, weaponItem: "d", grenadeItem: "" } : { ...t, grenadeItem: "" }));
    const team = { ...firer, system: { ...firer.system, troopers }, items: [...firer.items, { id: "d", name, kind: "weapon" as const, weapon: item.system }] };
    const plan = planFire([team], target, 90, { ...OPEN, weapon: name, ammo: item.system.ammo[0]!.type });
    if (typeof plan === "string") throw new Error(plan);
    const [change] = usedUpChanges(plan);
    expect(change!.troopers[2]).toMatchObject({ weapon: "", weaponItem: "" });
    expect(change!.troopers[0]!.weaponItem).toBe("w");
    expect(change!.deleteItems).toEqual(["d"]);
  });

  it("a rifle is not used up", () => {
    const { plan } = workedAttack();
    expect(usedUpChanges(plan)).toEqual([]);
  });
});
