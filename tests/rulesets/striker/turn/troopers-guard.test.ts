// @vitest-environment happy-dom
// A fighting team's troopers as the GM's checks read them (turn/troopers-guard.ts), after a real
// init: how many there are (Striker 4.A), which are casualties (8.B.5) and the armour each wears
// (8.B, ruling STR-5). While the team is a combatant a player's own client refuses a change of them
// and the active GM's client puts back one written anyway, telling the GM; the rest of each entry
// (names, weapons, grenades, ammunition) stays the owner's, and so the fire action, which takes a
// thrown grenade off the troopers who threw it (grenade notes), still works as the player.
import { describe, expect, it } from "vitest";
import { keptBoard } from "../kept-writes";
import { GRENADE_ANSWER, fire } from "../actions/fire-board";

type Trooper = { name: string; armour: number; armourItem: string; casualty: boolean; grenadeItem: string; weaponItem: string };

/** The team's troopers as plain entries, changed by `edit` for the indices it names. */
function edited(troopers: readonly object[], edit: Record<number, Partial<Trooper>>): Trooper[] {
  return troopers.map((x, i) => ({ ...(JSON.parse(JSON.stringify(x)) as Trooper), ...(edit[i] ?? {}) }));
}

describe("a fighting Striker team's troopers, kept for the GM", () => {
  it("puts back a casualty struck off, armour thickened and an armour item taken off, keeping the names written with them, and tells the GM (8.B, STR-5)", async () => {
    const t = await keptBoard();
    await t.honest("gm", () => t.target.update({ system: { troopers: edited(t.target.system.troopers, { 1: { casualty: true } }) } }));
    await t.forced("player1", () => t.target.update({ system: { troopers: edited(t.target.system.troopers, { 0: { armour: 9, armourItem: "", name: "Vosk" }, 1: { casualty: false } }) } }));
    expect(t.target.system.troopers.map((x) => [x.name, x.armour, x.armourItem, x.casualty])).toEqual([
      ["Vosk", 3, "a1", false],
      ["Kahn", 3, "a1", true],
      ["Ruiz", 3, "a1", false],
      ["Sato", 3, "a1", false],
    ]);
    expect(t.warnings()).toEqual(["STARSKIRMISH.Turn.sheetKept"]);
  });

  it("puts back a trooper struck off the list, which would move every casualty the GM applies onto another (4.A)", async () => {
    const t = await keptBoard();
    await t.forced("player1", () => t.target.update({ system: { troopers: t.target.system.troopers.slice(1).map((x) => ({ ...x })) } }));
    expect(t.target.system.troopers.map((x) => [x.name, x.armourItem])).toEqual([["Vos", "a1"], ["Kahn", "a1"], ["Ruiz", "a1"], ["Sato", "a1"]]);
    expect(t.warnings()).toEqual(["STARSKIRMISH.Turn.sheetKept"]);
  });

  it("refuses on the player's own client a casualty struck off, armour given or taken off or a trooper struck off; lets names and weapons through", async () => {
    const t = await keptBoard();
    const asks = (system: object) => t.stubs.fire.preUpdate(t.target as never, { system }, "player1");
    expect(asks({ troopers: edited(t.target.system.troopers, { 2: { armour: 6 } }) })).toBe(false);
    expect(asks({ troopers: edited(t.target.system.troopers, { 3: { casualty: true } }) })).toBe(false);
    expect(asks({ troopers: t.target.system.troopers.slice(0, 3).map((x) => ({ ...x })) })).toBe(false);
    // a dotted write of one trooper replaces the list with that one entry (v13's ArrayField casts it)
    expect(asks({ "troopers.0": { ...t.target.system.troopers[0] } })).toBe(false);
    // the fire card's Apply refuses a target whose armour changed since the roll: taking it off would escape the card
    expect(asks({ troopers: edited(t.target.system.troopers, { 1: { armourItem: "" } }) })).toBe(false);
    expect(asks({ troopers: edited(t.target.system.troopers, { 0: { name: "Vosk", weaponItem: "" } }) })).toBe(true);
    expect(t.warnings()).toEqual(Array(5).fill("STARSKIRMISH.Turn.sheetRefused"));
  });

  it("lets the player's fire take the thrown grenade off its troopers and the team (grenade notes)", async () => {
    const t = await keptBoard([3, 3, 4, 3, 2]);
    t.firerToken.center = { x: 420, y: 0 };
    t.answer(GRENADE_ANSWER);
    await t.honest("player1", fire);
    expect(t.messages).toHaveLength(1);
    expect(t.firer.system.troopers.map((x) => x.grenadeItem)).toEqual(["", "", "", ""]);
    expect(t.firer.items.get("g1")).toBeUndefined();
    expect(t.stubs.hooks.errors).toEqual([]);
    expect(t.warnings().filter((w) => w.startsWith("STARSKIRMISH.Turn.sheet"))).toEqual([]);
  });

  it("lets the GM's change stand, and any change once the team is out of the battle", async () => {
    const t = await keptBoard();
    await t.honest("gm", () => t.target.update({ system: { troopers: edited(t.target.system.troopers, { 0: { armour: 5 } }) } }));
    expect(t.target.system.troopers[0]!.armour).toBe(5);
    t.combat.combatants.clear();
    await t.honest("player1", () => t.target.update({ system: { troopers: edited(t.target.system.troopers, { 0: { armour: 7 }, 2: { casualty: true } }) } }));
    expect(t.target.system.troopers.map((x) => [x.armour, x.casualty])).toEqual([[7, false], [3, false], [3, true], [3, false]]);
    expect(t.warnings()).toEqual([]);
  });
});
