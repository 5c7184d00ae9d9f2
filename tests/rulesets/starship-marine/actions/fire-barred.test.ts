// @vitest-environment happy-dom
// A figure its markers bar fires and throws nothing (Starship Marine 2.3, 3.2, 3.5, 3.7, 3.11, 3.12,
// 3.14, 3.17; rules/fire-bar.ts), against the v13 stand-ins after a real init: the sheet's fire,
// grenade, guided weapon and door fire refuse it with a notice, and a card its player's client
// posts anyway is refused by the GM's client as it records it, so Apply lands nothing. A card posted
// before the marker went on still lands: the GM judged it as it came in (3.4, simultaneous fire).
import { describe, expect, it } from "vitest";
import { applyAs, requestAs } from "../../../helpers/gm-requests";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { postsThenGm } from "../../../helpers/posts-then-gm";
import { gmRecorded } from "../../../helpers/gm-recorded";
import { StandInCombat } from "../../../helpers/foundry/combat";

const reason = (bar: string) => `STARSKIRMISH.StarshipMarine.MayNotFire.${bar}`;

// 100 px is 2.5 cm. The firer at the left, the pirate 10 cm (400 px) to its right.
async function deck(faces: number[], troopType: string) {
  const d = await starshipMarineDeck(faces);
  const firer = d.figure("Firer", troopType);
  d.canvas.place(firer as never, { x: 50, y: 50 }, { _id: "tFirer", disposition: 1 });
  const pirate = d.figure("Pirate", "crewman", "gm");
  const tPirate = d.canvas.place(pirate as never, { x: 450, y: 50 }, { _id: "tPirate", disposition: -1 });
  d.stubs.actAs("player1");
  d.g.game.user!.targets = new Set([tPirate as never]);
  const store = await import("../../../../src/system/markers/marker-store");
  /** The GM puts a marker on the firer, as the GM's own steps do. */
  const bar = async (key: string) => {
    d.stubs.actAs("gm");
    await store.adjustMarker(firer as never, store.markerDefinition(`ssm-${key}`)!, 1);
    d.stubs.actAs("player1");
  };
  /** The card again, as the firer's player's client may post it: its system and dice as they were. */
  const again = (card: (typeof d.cards.messages)[number]) =>
    postsThenGm("player1", () => d.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), targets: card.system.targets.map((x) => ({ ...x, applied: false })) } }));
  return { ...d, firer, pirate, tPirate, bar, again };
}

/** The firer's kind for each bar: a robot for those only a robot carries, a Marine for the rest. */
/**
 * With the bar on the firer: the sheet refuses with its reason and posts nothing, and a copy of the
 * honest card, recorded by the GM's client now, is refused at Apply and lands nothing.
 */
async function refusedThenCopyRefused(t: Awaited<ReturnType<typeof deck>>, bar: string, honest: Parameters<Awaited<ReturnType<typeof deck>>["again"]>[0], act: () => Promise<unknown>): Promise<void> {
  await t.bar(bar);
  const before = t.cards.messages.length;
  await act();
  expect(t.stubs.notes.at(-1)).toBe(reason(bar));
  expect(t.cards.messages).toHaveLength(before);
  const copy = await t.again(honest);
  await gmRecorded(copy.id);
  expect(await applyAs("player1", copy.id, "tPirate")).toEqual({ ok: false, reason: reason(bar) });
  expect(await t.markersOf(t.pirate)).toEqual({});
}

const FIRE_CASES = [
  ["casualty", "marineScaII"],
  ["surrendered", "marineScaII"],
  ["deactivated", "combatRobot"],
  ["noFiring", "combatRobot"],
  ["nonTactical", "marineScaII"],
  ["carrying", "marineScaII"],
  ["directControl", "marineScaII"],
] as const;

describe("fire at a figure by a figure that may not fire (3.5)", () => {
  for (const [bar, troopType] of FIRE_CASES) {
    it(`refuses the ${troopType} with ${bar} at the sheet, and its card at Apply`, async () => {
      // a 9 hits at 10 cm either way
      const t = await deck([9, 9], troopType);
      const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
      t.stubs.dialogs.answer({});
      await postsThenGm("player1", () => fireFigure(t.firer as never));
      const honest = t.cards.messages.find((m) => m.system.kind === "ssmFire")!;
      expect(honest.system.targets.map((x) => x.key)).toEqual(["tPirate"]);
      await gmRecorded(honest.id);
      await refusedThenCopyRefused(t, bar, honest, () => fireFigure(t.firer as never));
      // the card posted before the marker went on was judged as it fired, and lands (3.4)
      expect(await applyAs("player1", honest.id, "tPirate")).toEqual({ ok: true });
    });
  }
});

describe("grenades thrown by a figure that may not throw (3.2, 3.6)", () => {
  for (const bar of ["casualty", "surrendered", "nonTactical", "carrying", "directControl"] as const) {
    it(`refuses a Marine with ${bar} at the sheet, and its card at Apply`, async () => {
      // no d6 at 10 cm in sight; the crewman's effect die is a 9
      const t = await deck([9, 9], "marineScaII");
      const { throwGrenade } = await import("../../../../src/rulesets/starship-marine/actions/grenade");
      t.stubs.dialogs.answer({ inSight: true });
      await postsThenGm("player1", () => throwGrenade(t.firer as never));
      const honest = t.cards.messages.find((m) => m.system.kind === "ssmGrenade")!;
      expect(honest.system.targets.map((x) => x.key)).toEqual(["tPirate"]);
      await refusedThenCopyRefused(t, bar, honest, () => throwGrenade(t.firer as never));
    });
  }
});

describe("a guided weapon launched by a launcher that may not fire (3.10)", () => {
  const APGW_CASES = [
    ["casualty", "closeSupportRobot"],
    ["deactivated", "closeSupportRobot"],
    ["noFiring", "closeSupportRobot"],
    ["nonTactical", "closeSupportMarine"],
    ["carrying", "closeSupportMarine"],
    ["directControl", "closeSupportMarine"],
  ] as const;
  for (const [bar, troopType] of APGW_CASES) {
    it(`refuses the ${troopType} with ${bar} at the sheet, and its card at Apply`, async () => {
      const t = await deck([9, 9], troopType);
      t.g.game.combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 2, phase: "g" } } } }) as never;
      const spotter = t.figure("Kell", "marineScaII");
      t.canvas.place(spotter as never, { x: 50, y: 250 }, { _id: "tKell", disposition: 1 });
      const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
      t.stubs.dialogs.answer({ spotter: "tKell" });
      await postsThenGm("player1", () => fireFigure(t.firer as never));
      const honest = t.cards.messages.find((m) => m.system.kind === "ssmApgw")!;
      expect(honest.system.targets.map((x) => x.key)).toEqual(["tPirate"]);
      await refusedThenCopyRefused(t, bar, honest, () => fireFigure(t.firer as never));
    });
  }
});

// a casualty, the surrendered and a robot switched off were refused before, as out of the fight
describe("SCA fire at a door by a figure that may not fire (3.8)", () => {
  const DOOR_CASES = [
    ["noFiring", "combatRobot", reason("noFiring")],
    ["nonTactical", "marineScaIII", reason("nonTactical")],
    ["carrying", "marineScaIII", reason("carrying")],
    ["directControl", "marineScaIII", reason("directControl")],
  ] as const;
  for (const [bar, troopType, why] of DOOR_CASES) {
    it(`refuses the ${troopType} with ${bar} on the GM's side`, async () => {
      const t = await deck([], troopType);
      t.g.game.combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 1, phase: "f" } } } }) as never;
      // the door runs down x = 110, a quarter of a centimetre from the firer's base
      const door = t.canvas.scene.addWall({ c: [110, 0, 110, 400], door: 1, ds: 0 });
      await t.bar(bar);
      const { DOOR_REQUEST } = await import("../../../../src/rulesets/starship-marine/actions/door-attack");
      expect(await requestAs("player1", DOOR_REQUEST, { sceneId: t.canvas.scene.id, tokenId: "tFirer", wallId: door.id, act: "fire" })).toEqual({ ok: false, reason: why });
      expect((door.flags.starskirmish as { ssmDoor?: unknown } | undefined)?.ssmDoor).toBeUndefined();
    });
  }
});
