// Crew-served weapons (Striker 4.A, 8.B.6, the Crew column): one weapon fires per full crew, not
// one per carrier, and a team short of the crew cannot fire it.
import { describe, expect, it } from "vitest";
import { workedAttack } from "../../../../gallery/samples-striker-fire";
import { planFire, type TeamSnapshot } from "../../../../src/rulesets/striker/view/fire-plan";
import { crewShortfalls, weaponsFiring } from "../../../../src/rulesets/striker/view/fire-crew";
import { weaponItemFromTable } from "../../../../src/rulesets/striker/data/weapon-item";
import { CREW_SERVED_WEAPONS } from "../../../../src/rulesets/striker/rules/index";

const HMG = "7mm Heavy Machinegun (TL 6)";
const LMG = "5.5mm Light MG (magazine)";

/** The worked attack's firer, its first `carriers` troopers carrying the weapon of that table id. */
function weaponsTeam(tableId: string, name: string, carriers: number, casualties: readonly number[] = []): { firer: TeamSnapshot; target: TeamSnapshot; options: ReturnType<typeof workedAttack>["options"] } {
  const { firer, target, options } = workedAttack();
  const weapon = weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === tableId)!);
  const troopers = firer.system.troopers.map((t, i) => (i < carriers ? { ...t, weaponItem: "cs", weapon: name, ammunition: "standard", casualty: casualties.includes(i) } : t));
  return { firer: { ...firer, name: "Blue <b>W1</b>", system: { ...firer.system, troopers }, items: [...firer.items, { id: "cs", name, kind: "weapon", weapon }] }, target, options: { ...options, weapon: name, ammo: "standard" } };
}

describe("crew-served weapons", () => {
  it("a heavy machinegun carried by its crew of two is one weapon firing", () => {
    const { firer, target, options } = weaponsTeam("heavyMg7mm6", HMG, 2);
    const plan = planFire([firer], target, 250, options);
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.weapon.weapon.crew).toBe(2);
    expect(plan.input.firers[0]!.troops).toBe(1);
    expect(crewShortfalls([firer], HMG, 2)).toEqual([]);
  });

  it("with one of its crew down it cannot fire, and says why", () => {
    const { firer, target, options } = weaponsTeam("heavyMg7mm6", HMG, 2, [1]);
    expect(planFire([firer], target, 250, options)).toBe("noCrew");
    expect(crewShortfalls([firer], HMG, 2)).toEqual([{ teamId: "firer", teamName: "Blue <b>W1</b>", crew: 2, standing: 1 }]);
  });

  it("a magazine-fed light MG needs one crew (note 2), so each carrier fires his own", () => {
    const { firer, target, options } = weaponsTeam("lightMg55mmMagazine", LMG, 2);
    const plan = planFire([firer], target, 250, options);
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.weapon.weapon.crew).toBe(1);
    expect(plan.input.firers[0]!.troops).toBe(2);
  });

  it("counts full crews only", () => {
    expect([0, 1, 2, 3, 4].map((n) => weaponsFiring(n, 2))).toEqual([0, 0, 1, 1, 2]);
    expect(weaponsFiring(3, 1)).toBe(3);
  });
});
