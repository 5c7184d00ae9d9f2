// @vitest-environment happy-dom
// Space fire at the table (Guide 7.8, 7.9, 7.12) against stand-ins after a real init, with queued
// dice: a full space round for the patrol: initiative, Identify Target and Target Lock, then the
// gunner fires a beam laser at a primary and a secondary target; the GM's client resolves it through
// resolveSpaceFire, the PBF blocks a laser hit, the hits stop at the weapon's ammo use, the card's
// results equal the pure rules' own run of the same dice, and Apply lands them with Crew Damage.
// Unlocked targets, a wreck, a weapon not marked for space and a player's own card are refused; a
// wrecked target's raised field blocks nothing.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { getProperty } from "../../../helpers/foundry/utils";
import { applyAs } from "../../../helpers/gm-requests";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { resolveSpaceFire } from "../../../../src/rulesets/space-patrol/rules/space-fire";
import type { SpaceFireCardContext } from "../../../../src/rulesets/space-patrol/view/space-fire-card";

// identify both (15s), lock both (15s)
const LOCKS = [15, 15, 15, 15];

async function setup(faces: number[]) {
  const t = await spaceBattle([...LOCKS, ...faces]);
  const card = () => t.card<SpaceFireCardContext>("cards/space-fire.hbs");
  return { ...t, card };
}

describe("space fire (Guide 7.8)", () => {
  // attack d20s 14 (Raider) and 16 (Gull); the Raider's PBF d6 shows 1; then the damage dice
  const FIRE = [14, 16, 1, 4, 5, 6, 3, 2, 1, 6, 6, 6];

  it("fires on a primary and a secondary target exactly as the pure rules' own run, the PBF blocking the Raider", async () => {
    const t = await setup(FIRE);
    await t.lockBoth();
    const before = { raider: t.markers(t.raider), gull: t.markers(t.gull) };
    expect(before.gull).toEqual({ "sp-spacecraft-locked": 1 });
    expect((await t.fireAs("player2", "beam", "tRaider:1,tGull:1")).ok).toBe(true);
    const c = t.card();
    // Space Gunnery 2 + the better of Fire Control 2 and the beam's +1 at effective range (3 hexes)
    expect(c.equipment).toBe(2);
    expect(c.bandLabel).toBe("STARSKIRMISH.SpacePatrol.Fire.band.effective");
    const pure = resolveSpaceFire({
      gunnerAsset: 2, fireControl: 2,
      weapon: { band: "effective", bonus: 1, penetration: 15, targets: 2, ammoUse: 3, energy: true, spaceTorp: false },
      situation: { shooterMarkers: {}, surprise: false },
      targets: [
        { shots: 1, distanceToPrimary: 0, targetLocked: true, armour: 5, markers: before.raider, pbf: { code: 2 } },
        { shots: 1, distanceToPrimary: 2, targetLocked: true, armour: 0, markers: before.gull },
      ],
      d20: [14, 16],
      dice: new FixedDice(FIRE.slice(2)),
    });
    // the Raider's field d6 of 1 is at or under its code of 2: the hit is blocked (7.9)
    expect(pure.targets[0]).toMatchObject({ pbf: { dice: [1], chance: 2 }, hits: 0 });
    // 16 + 4 = 20 against 12: three hits, as many as the beam's ammo use allows
    expect(pure.targets[1]!.hits).toBe(3);
    expect(c.targets.map((x) => [x.name, x.shots.filter((s) => s.pbf?.blocked).length, x.hits])).toEqual([["Raider", 1, 0], ["Gull", 0, 3]]);
    // 7.9: the field's d6 of 1 is at or under the code of 2, shown beside the roll it blocked; the Gull has no field
    expect(c.targets[0]!.shots[0]!.pbf).toEqual({ die: 1, chance: 2, blocked: true });
    expect(c.targets[1]!.shots[0]!.pbf).toBeNull();
    expect(c.targets[1]!.damage.map((d) => d.total)).toEqual(pure.targets[1]!.damage.map((d) => d.total));
    const message = t.messages.find((m) => m.system.kind === "spSpaceFire")!;
    expect(message.system.targets.map((x: { key: string }) => x.key)).toEqual(["tGull"]);
    // the ship fired this turn, which the enemy's scanners will see (7.6)
    expect(getProperty(t.combat.flags, "starskirmish.spSpaceTrack.fired.tCutter")).toEqual({ round: 1, side: "players" });
    // Apply lands the pure run's markers on the Gull
    expect((await applyAs("player2", message.id, "tGull")).ok).toBe(true);
    const expected = Object.fromEntries(Object.entries(pure.targets[1]!.after ?? {}).filter(([, n]) => n > 0));
    expect(Object.fromEntries(Object.entries(t.markers(t.gull)).filter(([, n]) => n > 0))).toEqual(expected);
  });

  it("refuses a target not locked this turn, a weapon not marked for space, and a wreck", async () => {
    const t = await setup([]);
    expect(await t.fireAs("player2", "beam", "tRaider:2")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.SpaceFire.refused.notLocked" });
    await t.lockBoth();
    expect(await t.fireAs("player2", "rifle", "tRaider:1")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.SpaceFire.refused.notSpaceWeapon" });
    expect(await t.fireAs("player2", "beam", "tRaider:3")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.SpaceFire.refused.allocation" });
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.cutter as never, markerDefinition("sp-spacecraft-wrecked")!, 1);
    expect(await t.fireAs("player2", "beam", "tRaider:2")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.SpaceFire.refused.wrecked" });
    expect(t.rolled).toHaveLength(6);
  });

  it("rolls no field for a wrecked target: its raised PBF blocks nothing (7.9, 7.12)", async () => {
    // the Raider's field is raised and fitted; a d6 of 1 would block, were it rolled
    const t = await setup([14, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    await t.lockBoth();
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.raider as never, markerDefinition("sp-spacecraft-wrecked")!, 1);
    expect((t.raider.system as { pbfRaised: boolean }).pbfRaised).toBe(true);
    expect((await t.fireAs("player2", "beam", "tRaider:1")).ok).toBe(true);
    const c = t.card();
    expect(c.targets[0]!.shots[0]!.pbf).toBeNull();
    // 14 + 4 = 18 against 12: two hits, none blocked
    expect(c.targets[0]!.hits).toBe(2);
    // the stored setting is not touched: the field is simply not working
    expect((t.raider.system as { pbfRaised: boolean }).pbfRaised).toBe(true);
  });

  it("lands nothing from a space fire card a player posted himself", async () => {
    const t = await setup([]);
    t.cutter.ownership = { default: 0, player1: 3 };
    t.stubs.actAs("player1");
    const { postCard } = await import("../../../../src/system/cards/post-card");
    const { SP_SPACE_FIRE_CARD } = await import("../../../../src/rulesets/space-patrol/cards/space");
    const { initialValue } = await import("../../../../src/core/schema");
    const { SPACE_FIRE_RECORD } = await import("../../../../src/rulesets/space-patrol/cards/space-fire-record");
    await postCard(SP_SPACE_FIRE_CARD, {
      actor: t.cutter as never,
      payload: initialValue(SPACE_FIRE_RECORD),
      context: { ship: "", weapon: "", gunner: "", bandLabel: "", canFire: false, asset: "", equipment: 0, fireControl: 0, penetration: 0, targets: [] },
      targets: [{ key: "tGull", name: "Gull", actorUuid: t.gull.uuid, markers: { "sp-spacecraft-hull": 2 }, data: { dead: false, crewDamage: 0 } }],
    });
    const forged = t.messages.find((m) => m.system.kind === "spSpaceFire")!;
    expect(await applyAs("player1", forged.id, "tGull")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notPostedByGm" });
    expect(t.markers(t.gull)["sp-spacecraft-hull"] ?? 0).toBe(0);
  });

  it("shares the shots in the fire dialog: the primary chosen, a ship given none left out", async () => {
    // the Gull as primary: 16 + 4 = 20; the Raider 14 + 4 = 18 and its PBF d6 of 1 blocks it
    const t = await setup([16, 14, 1, 1, 1, 1, 1, 1, 1]);
    await t.lockBoth();
    const fire = await import("../../../../src/rulesets/space-patrol/actions/space-fire");
    t.stubs.actAs("player2");
    t.target(t.raider, t.gull);
    t.stubs.dialogs.answer({ primary: "1", shots0: "1", shots1: "1" });
    expect(await fire.fireSpaceWeapon(t.cutter as never, t.cutter.items.get("beam") as never)).toBe(true);
    const shown = JSON.stringify(t.stubs.dialogs.shown.at(-1)?.config);
    expect(shown).toContain("sp-space-fire-dialog");
    // each ship with its distance and its lock, as the scanners hold them
    expect(shown).toContain("3 hexes away &middot; locked this turn");
    expect(shown).toContain("5 hexes away &middot; locked this turn");
    expect(t.card().targets.map((x) => x.name)).toEqual(["Gull", "Raider"]);
    // nothing given a shot: refused on this client, nothing asked of the GM
    const cards = t.messages.length;
    t.stubs.dialogs.answer({ primary: "0", shots0: "0", shots1: "0" });
    expect(await fire.fireSpaceWeapon(t.cutter as never, t.cutter.items.get("beam") as never)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.SpaceFire.dialog.noShots");
    expect(t.messages.length).toBe(cards);
  });
});
