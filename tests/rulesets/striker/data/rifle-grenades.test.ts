// Rifle grenades (rifle grenade notes): launched only from the rifles the text lists, and thrown
// by anyone as a hand grenade at the hand grenade's ranges (Striker 8.A.1.a.4).
import { describe, expect, it } from "vitest";
import { grenadeAttack } from "../../../../gallery/samples-striker-grenades";
import { planFire, weaponChoices, type TeamSnapshot } from "../../../../src/rulesets/striker/view/fire-plan";
import { fireDialogContext } from "../../../../src/rulesets/striker/view/fire-form";
import { RIFLE_GRENADE_LAUNCHERS, THROWN_KEY_SUFFIX } from "../../../../src/rulesets/striker/view/fireable";
import { roundsSpent, usedUpChanges } from "../../../../src/rulesets/striker/view/used-up";
import { rifleGrenadeItem } from "../../../../src/rulesets/striker/data/grenade-items";
import { weaponItemFromTable } from "../../../../src/rulesets/striker/data/weapon-item";
import { RIFLE_GRENADES, SLUG_THROWERS, fireBlocks } from "../../../../src/rulesets/striker/rules/index";

const RG = "4cm RAM Rifle Grenade (TL 10)";
const OPEN = { moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" } as const;

/** The grenade team, its leader carrying a TL 10 RAM rifle grenade beside `weaponId`. */
function team(weaponId: string): { firer: TeamSnapshot; target: TeamSnapshot } {
  const { firer, target } = grenadeAttack();
  const weapon = weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === weaponId)!);
  const rg = rifleGrenadeItem(RIFLE_GRENADES.find((g) => g.id === "rifleGrenadeRam10")!).system;
  const troopers = firer.system.troopers.map((t, i) => ({ ...t, weaponItem: "w", grenadeItem: i === 0 ? "rg" : "" }));
  return { firer: { ...firer, system: { ...firer.system, troopers }, items: [{ id: "w", name: "Rifle", kind: "weapon", weapon }, { id: "rg", name: RG, kind: "weapon", weapon: rg }] }, target };
}

describe("rifle grenades", () => {
  it("an ACR launches it, and it can be thrown too", () => {
    const { firer } = team("acr7mm");
    const choices = weaponChoices([firer]);
    expect(choices.map((c) => [c.name, c.label, c.thrown, c.troops])).toEqual([
      ["Rifle", "Rifle", false, 4],
      [RG, RG, false, 1],
      [`${RG}${THROWN_KEY_SUFFIX}`, RG, true, 1],
    ]);
    // Launched at the printed ranges; thrown at 20 m and 50 m with the same penetration.
    const launched = choices[1]!.weapon.ammo.find((a) => a.type === "HE")!;
    const thrown = choices[2]!.weapon.ammo.find((a) => a.type === "HE")!;
    expect(launched.bands.map((b) => b.range)).toEqual([375, 750, 1500]);
    expect(thrown.bands.map((b) => [b.range, b.penetration])).toEqual([[20, 9], [50, 9]]);
  });

  it("a carbine and a submachinegun cannot launch it: only throwing is offered", () => {
    for (const id of ["carbine7mm", "submachinegun9mm"]) {
      const { firer } = team(id);
      expect(RIFLE_GRENADE_LAUNCHERS).not.toContain(id);
      expect(weaponChoices([firer]).filter((c) => c.label === RG).map((c) => c.thrown)).toEqual([true]);
    }
  });

  it("every listed launcher is a weapon of the tables", () => {
    for (const id of RIFLE_GRENADE_LAUNCHERS) expect(SLUG_THROWERS.some((w) => w.id === id)).toBe(true);
  });

  it("thrown, it reaches 50 m and no further; launched from the ACR it reaches 300 m", () => {
    const { firer, target } = team("acr7mm");
    const thrown = { ...OPEN, weapon: `${RG}${THROWN_KEY_SUFFIX}`, ammo: "HE" };
    const near = planFire([firer], target, 45, thrown);
    if (typeof near === "string") throw new Error(near);
    expect(near.weapon).toMatchObject({ label: RG, thrown: true });
    expect(fireBlocks(near.input)).toEqual([]);
    const far = planFire([firer], target, 300, thrown);
    if (typeof far === "string") throw new Error(far);
    expect(fireBlocks(far.input)).toEqual([{ teamId: null, reason: "outOfRange" }]);
    const launched = planFire([firer], target, 300, { ...OPEN, weapon: RG, ammo: "HE" });
    if (typeof launched === "string") throw new Error(launched);
    expect(fireBlocks(launched.input)).toEqual([]);
    // A carbine's trooper can only throw: the launched choice is not his.
    const { firer: carbine } = team("carbine7mm");
    expect(planFire([carbine], target, 300, { ...OPEN, weapon: RG, ammo: "HE" })).toBe("noWeapon");
  });

  it("the dialog marks the thrown choice, and a rifle grenade is not used up (not marked single-use)", () => {
    const { firer, target } = team("acr7mm");
    const ctx = fireDialogContext(weaponChoices([firer]), { ...OPEN, weapon: "Rifle", ammo: "slugs" }, 45, target.name);
    expect(ctx.weapons.map((w) => w.thrown)).toEqual([false, false, true]);
    const plan = planFire([firer], target, 45, { ...OPEN, weapon: `${RG}${THROWN_KEY_SUFFIX}`, ammo: "HE" });
    if (typeof plan === "string") throw new Error(plan);
    expect(usedUpChanges(plan)).toEqual([]);
  });

  it("counts down the rounds the team carries, launched or thrown, and offers none when none are left", () => {
    const { firer, target } = team("acr7mm");
    const withRounds = (rounds: number): TeamSnapshot => ({
      ...firer,
      // every trooper carries the grenade: four could fire, the rounds say how many do
      system: { ...firer.system, troopers: firer.system.troopers.map((t) => ({ ...t, grenadeItem: "rg" })) },
      items: firer.items.map((i) => (i.id === "rg" && i.kind === "weapon" ? { ...i, weapon: { ...i.weapon, rounds } } : i)),
    });
    const launched = { ...OPEN, weapon: RG, ammo: "HE" };
    const three = planFire([withRounds(3)], target, 300, launched);
    if (typeof three === "string") throw new Error(three);
    expect(three.input.firers[0]!.troops).toBe(3);
    expect(roundsSpent(three)).toEqual([{ teamId: "firer", itemId: "rg", rounds: 0 }]);
    const thrown = planFire([withRounds(5)], target, 45, { ...launched, weapon: `${RG}${THROWN_KEY_SUFFIX}` });
    if (typeof thrown === "string") throw new Error(thrown);
    expect(roundsSpent(thrown)).toEqual([{ teamId: "firer", itemId: "rg", rounds: 1 }]);
    expect(weaponChoices([withRounds(2)]).find((c) => c.name === RG)!.troops).toBe(2);
    expect(planFire([withRounds(0)], target, 300, launched)).toBe("noRounds");
  });

  it("other weapons keep no count of rounds", () => {
    const { firer, target } = team("acr7mm");
    const plan = planFire([firer], target, 300, { ...OPEN, weapon: "Rifle", ammo: "slugs" });
    if (typeof plan === "string") throw new Error(plan);
    expect(roundsSpent(plan)).toEqual([]);
  });
});
