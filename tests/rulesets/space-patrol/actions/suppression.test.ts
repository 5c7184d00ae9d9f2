// @vitest-environment happy-dom
// Suppression and over-watch from the Space Patrol! action bar, end to end against stand-ins after
// a real init, with fixed dice: the weapon's targets shared out, refusals with the rules' reason,
// twice the ammo spent, Suppressing on the suppressor and Suppressed applied through the GM; the
// GM's client ending it when the suppressor takes a marker or its turn comes round; over-watch's
// marker and Will roll, its shot through the fire roll, refused while Suppressed.
import { describe, expect, it } from "vitest";
import { combatBoard } from "../../../helpers/space-patrol-combat";
import { pressCardButton } from "../../../helpers/card-buttons";
import type { SuppressionCardContext } from "../../../../src/rulesets/space-patrol/view/suppression-card";
import type { OverwatchCardContext } from "../../../../src/rulesets/space-patrol/view/overwatch-card";
import type { FireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";

/** What the card telling that a suppression ended shows. */
interface SuppressionEnded {
  reasonKey: string;
  names: string[];
}

const handlers = async () => (await import("../../../../src/rulesets/space-patrol/actions/action-handlers")).SHEET_ACTION_HANDLERS;

async function firefight(faces: number[] = []) {
  const t = await combatBoard(faces);
  // Guide 6.6's assault rifle: 2 targets, 10 rounds a turn
  const rifle = t.item("weapon", "rifle", { code: "M", kind: "firearm", targets: 2, ammoPerTurn: 10, magazine: 30, ammo: 30, effective: { range: 40, penetration: 4, bonus: 0 } });
  const pistol = t.item("weapon", "pistol", { code: "S", kind: "firearm", targets: 1, ammoPerTurn: 1, effective: { range: 10, penetration: 2, bonus: 0 } });
  const ace = t.patrolman("Actor.ace", "Ace", { firearms: 2, will: 1 }, [rifle, pistol]);
  const a = t.npc("Actor.a", "Raider A");
  const b = t.npc("Actor.b", "Raider B");
  t.at(ace, 0);
  t.at(a, 10);
  t.at(b, 12);
  return { t, ace, a, b, rifle, pistol };
}

async function suppressBoth() {
  const f = await firefight();
  f.t.target(f.a, f.b);
  f.t.dialogs({ weaponId: "rifle", alloc0: 1, alloc1: 1 });
  await (await handlers()).suppress!(f.ace as never);
  return f;
}

describe("suppression (Guide 6.6)", () => {
  it("shares the targets, spends twice the ammo, marks the suppressor and records whom he holds down", async () => {
    const { t, ace, a, b, rifle } = await suppressBoth();
    expect(t.notes).toEqual([]);
    expect(rifle.system.ammo).toBe(10);
    expect(t.markers(ace)).toEqual({ "sp-suppressing": 1 });
    const card = t.card<SuppressionCardContext>("cards/suppression.hbs");
    expect(card).toMatchObject({ box: 3, ammoUsed: 20 });
    expect(card.targets.map((x) => [x.name, x.disadvantages])).toEqual([["Raider A", 1], ["Raider B", 1]]);
    expect(t.messages[0]!.system.targets.map((x) => [x.actorUuid, x.markers])).toEqual([
      ["Actor.a", { "sp-suppressed": 1 }],
      ["Actor.b", { "sp-suppressed": 1 }],
    ]);
    expect(ace.flags.starskirmish?.spSuppressing).toMatchObject({ targets: ["Actor.a", "Actor.b"], messageId: "m0" });
    // the enemies are marked only through Apply, which goes through the GM for the player
    expect(t.markers(a)).toEqual({});
    await t.requestApply(t.messages[0] as never, "t-a");
    expect(t.markers(a)).toEqual({ "sp-suppressed": 1 });
    expect(t.markers(b)).toEqual({});
  });

  it("burdens the suppressed enemy's own fire with one disadvantage per target allocated to him", async () => {
    const { t, ace, a } = await suppressBoth();
    const raidersPistol = t.give(a, t.item("weapon", "raidersPistol", { code: "S", kind: "firearm", targets: 1, ammoPerTurn: 1, effective: { range: 10, penetration: 2, bonus: 0 } }));
    await a.update({ system: { assets: { firearms: 2 } } });
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    const shoot = async () => {
      t.target(ace);
      t.dialogs({});
      await fireWeapon(a as never, raidersPistol as never);
      return t.card<FireCardContext>("cards/fire.hbs").targets[0]!.disadvantages;
    };
    const free = await shoot();
    await t.requestApply(t.messages[0] as never, "t-a");
    // read back as stored: Foundry splits dotted keys on update, and uuids hold dots
    const { readSuppression } = await import("../../../../src/rulesets/space-patrol/actions/suppression-record");
    expect(readSuppression(ace)?.allocations).toEqual({ "Actor.a": 1, "Actor.b": 1 });
    expect(await shoot()).toBe(free + 1);
    // a Suppressed marker placed by hand, with nobody's record behind it, still counts once
    t.g.game.actors.delete(ace.id);
    expect(await shoot()).toBe(free + 1);
  });

  it("refuses an allocation the rules forbid, with the reason, and spends nothing", async () => {
    const { t, ace, a, b, rifle } = await firefight();
    t.at(b, 14); // 4" from A: outside the 3" box of a 2-target weapon
    t.target(a, b);
    t.dialogs({ weaponId: "rifle", alloc0: 1, alloc1: 1 }, { weaponId: "rifle", alloc0: 2, alloc1: 1 });
    await (await handlers()).suppress!(ace as never);
    t.at(b, 12);
    t.target(a, b);
    await (await handlers()).suppress!(ace as never);
    expect(t.notes).toEqual([
      'STARSKIRMISH.SpacePatrol.Suppress.refused.box {"box":"3"}',
      'STARSKIRMISH.SpacePatrol.Suppress.refused.tooMany {"allocated":"3","targets":"2"}',
    ]);
    expect(rifle.system.ammo).toBe(30);
    expect(t.markers(ace)).toEqual({});
    expect(t.messages).toEqual([]);
  });

  it("refuses vehicles as targets and a weapon without ammo for it", async () => {
    const { t, ace, rifle } = await firefight();
    const crawler = t.vehicle("Actor.crawler", "Crawler");
    t.at(crawler, 11);
    t.target(crawler);
    t.dialogs({ weaponId: "rifle", alloc0: 1 });
    await (await handlers()).suppress!(ace as never);
    rifle.system.ammo = 15;
    const { a } = { a: t.npc("Actor.c", "C") };
    t.at(a, 10);
    t.target(a);
    t.dialogs({ weaponId: "rifle", alloc0: 1 });
    await (await handlers()).suppress!(ace as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Suppress.refused.vehicle {}", "STARSKIRMISH.SpacePatrol.Suppress.notEnoughAmmo"]);
  });

  it("ends when the suppressor takes a marker: the GM's client lifts Suppressing and Suppressed, with a note", async () => {
    const { t, ace, a } = await suppressBoth();
    await t.requestApply(t.messages[0] as never, "t-a");
    // The system watches effects from init; createActiveEffect is fired as v13 fires it, on each client.
    await t.mark(ace, "sp-wound");
    const wound = ace.effects.find((e) => e.statuses.has("sp-wound"))!;
    const settle = async () => {
      for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
    };
    // a player's client does nothing: only the active GM ends it
    t.stubs.fire.created(wound, "gm");
    await settle();
    expect(t.markers(ace)).toMatchObject({ "sp-suppressing": 1 });
    t.asUser("gm");
    t.stubs.fire.created(wound, "gm");
    await settle();
    expect(t.markers(ace)).toEqual({ "sp-wound": 1 });
    expect(t.markers(a)).toEqual({});
    expect(ace.flags.starskirmish?.spSuppressing).toBeNull();
    const ended = t.messages.at(-1)!;
    expect(ended.system.kind).toBe("spSuppressionEnded");
    expect(t.card<SuppressionEnded>("cards/suppression-ended.hbs")).toMatchObject({ reasonKey: "STARSKIRMISH.SpacePatrol.Suppress.ended.marker", names: ["Raider A", "Raider B"] });
    // B's result, never applied, lapses with it
    expect(t.messages[0]!.system.targets.every((x) => x.applied)).toBe(true);
  });

  it("holds through markers that are not taken from the enemy, and ends at the suppressor's next turn", async () => {
    const { t, ace } = await suppressBoth();
    t.asUser("gm");
    const watch = await import("../../../../src/rulesets/space-patrol/actions/suppression-watch");
    await t.mark(ace, "sp-hunkered");
    await watch.checkSuppressor(ace as never);
    expect(t.markers(ace)).toMatchObject({ "sp-suppressing": 1 });
    await watch.checkTrackerTurn({ combatant: { actor: t.npc("Actor.z", "Z") } } as never);
    expect(t.markers(ace)).toMatchObject({ "sp-suppressing": 1 });
    await watch.checkTrackerTurn({ combatant: { actor: ace } } as never);
    expect(t.markers(ace)).toEqual({ "sp-hunkered": 1 });
    expect(t.card<SuppressionEnded>("cards/suppression-ended.hbs").reasonKey).toBe("STARSKIRMISH.SpacePatrol.Suppress.ended.turn");
  });
});

describe("over-watch (Guide 6.6)", () => {
  it("sets the marker and rolls Will DT 12 for a chosen target", async () => {
    // Will 1: 11 + 1 = 12 passes
    const { t, ace, a } = await firefight([11]);
    t.target(a);
    t.dialogs({ weaponId: "pistol", trigger: "chosenTargetMoves" });
    await (await handlers()).overwatch!(ace as never);
    expect(t.markers(ace)).toEqual({ "sp-overwatch": 1 });
    const card = t.card<OverwatchCardContext>("cards/overwatch.hbs");
    expect(card).toMatchObject({ weaponName: "pistol", will: { d20: 11, total: 12, dt: 12, success: true }, fellBack: false, targetName: "Raider A" });
    expect(card.triggerKey).toBe("STARSKIRMISH.SpacePatrol.Overwatch.trigger.chosenTargetMoves");
    expect(t.messages[0]!.system.payload).toMatchObject({ itemId: "pistol", trigger: "chosenTargetMoves" });
  });

  it("falls back to the first mover when the Will check fails, and needs no roll for the first mover", async () => {
    const { t, ace } = await firefight([10]);
    t.dialogs({ weaponId: "rifle", trigger: "firstShooter" }, { weaponId: "rifle", trigger: "firstMover" });
    await (await handlers()).overwatch!(ace as never);
    expect(t.card<OverwatchCardContext>("cards/overwatch.hbs")).toMatchObject({ fellBack: true, triggerKey: "STARSKIRMISH.SpacePatrol.Overwatch.trigger.firstMover" });
    await (await handlers()).overwatch!(ace as never);
    expect(t.rolled).toEqual(["1d20"]);
    expect(t.card<OverwatchCardContext>("cards/overwatch.hbs").will).toBeNull();
  });

  it("takes the held shot through the fire roll and spends the marker", async () => {
    const { t, ace, a } = await firefight([14, 5, 5, 5]);
    t.dialogs({ weaponId: "pistol", trigger: "firstMover" });
    await (await handlers()).overwatch!(ace as never);
    t.target(a);
    await pressCardButton(t.messages[0]!, "spOverwatchShot");
    const fire = t.card<FireCardContext>("cards/fire.hbs");
    expect(fire).toMatchObject({ weaponName: "pistol" });
    expect(fire.targets[0]!.hits).toBeGreaterThan(0);
    expect(t.markers(ace)).toEqual({});
    expect(t.messages[0]!.system.payload.spent).toBe(true);
    await pressCardButton(t.messages[0]!, "spOverwatchShot");
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Overwatch.spent"]);
  });

  it("refuses the shot while Suppressed, and to someone who does not own the watcher", async () => {
    const { t, ace, a } = await firefight();
    t.dialogs({ weaponId: "pistol", trigger: "firstMover" });
    await (await handlers()).overwatch!(ace as never);
    await t.mark(ace, "sp-suppressed");
    t.target(a);
    await pressCardButton(t.messages[0]!, "spOverwatchShot");
    ace.ownership = { default: 0 };
    await pressCardButton(t.messages[0]!, "spOverwatchShot");
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Overwatch.suppressed", "STARSKIRMISH.Error.notYourActor"]);
    expect(t.rendered.some((r) => r.path.endsWith("cards/fire.hbs"))).toBe(false);
    expect(t.markers(ace)).toMatchObject({ "sp-overwatch": 1 });
  });
});
