// Which teams carry a heavy weapon (Striker 7.A.2 conceals only "personnel and light weapons"): the
// crew-served slug throwers under note 6, "heavy crew served weapons", read from the items the
// team's standing troopers carry; every other weapon the text prints is light or individual.
import { describe, expect, it } from "vitest";
import { initialValue } from "../../../../src/core/schema";
import { TROOPER_SCHEMA, type TeamSystem } from "../../../../src/rulesets/striker/data/team-schema";
import { weaponItemFromTable } from "../../../../src/rulesets/striker/data/weapon-item";
import { CREW_SERVED_WEAPONS, SLUG_THROWERS } from "../../../../src/rulesets/striker/rules/index";
import { carriesHeavyWeapon, isHeavyWeapon, noteNumbers } from "../../../../src/rulesets/striker/view/heavy-weapons";
import type { TeamItem } from "../../../../src/rulesets/striker/view/team-items";

const crewServed = (id: string) => weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === id)!);

describe("a heavy weapon (crew-served note 6)", () => {
  it("is the 13mm Gatling and the VRF Gauss gun; no other crew-served weapon or slug thrower", () => {
    expect(CREW_SERVED_WEAPONS.filter((w) => isHeavyWeapon(weaponItemFromTable(w))).map((w) => w.id)).toEqual(["gatling13mm", "vrfGauss10"]);
    expect(SLUG_THROWERS.some((w) => isHeavyWeapon(weaponItemFromTable(w)))).toBe(false);
  });

  it("reads the note numbers however the sheet keeps them, and a 6 only on the crew-served table", () => {
    expect(noteNumbers("1,4,7")).toEqual([1, 4, 7]);
    expect(noteNumbers(" 6 ; 16")).toEqual([6, 16]);
    expect(noteNumbers("")).toEqual([]);
    const typed = crewServed("heavyMg7mm6");
    expect(isHeavyWeapon({ ...typed, ammo: typed.ammo.map((r) => ({ ...r, notes: "3, 6" })) })).toBe(true);
    // note 6 of another table means something else
    expect(isHeavyWeapon({ ...typed, table: "slugThrower", ammo: typed.ammo.map((r) => ({ ...r, notes: "6" })) })).toBe(false);
  });
});

describe("a team carrying one", () => {
  const items: TeamItem[] = [
    { id: "g", name: "13mm Gatling", kind: "weapon", weapon: crewServed("gatling13mm") },
    { id: "m", name: "7mm HMG", kind: "weapon", weapon: crewServed("heavyMg7mm6") },
  ];
  const team = (carried: string[], fallen: number[] = []): Pick<TeamSystem, "troopers"> => ({
    troopers: carried.map((id, i) => ({ ...initialValue(TROOPER_SCHEMA.fields), name: `T${i}`, weaponItem: id, casualty: fallen.includes(i) })),
  });

  it("is one whose standing trooper carries a heavy weapon; a light one, or a heavy one only fallen troopers carried, is not", () => {
    expect(carriesHeavyWeapon(team(["g", "g", "", ""]), items)).toBe(true);
    expect(carriesHeavyWeapon(team(["m", "m", "", ""]), items)).toBe(false);
    expect(carriesHeavyWeapon(team(["g", "g", "", ""], [0, 1]), items)).toBe(false);
    expect(carriesHeavyWeapon(team(["g", "g", "", ""], [0]), items)).toBe(true);
  });
});
