// @vitest-environment happy-dom
// Striker's fire and morale cards as a hostile player might post them, straight through
// ChatMessage.implementation.create with real-looking payload and dice: the GM works the result out
// from the card's own inputs and dice, refuses a card listing anything else, and refuses a card its
// dice do not bear out, one from before its inputs were kept, a morale card aimed at another team
// or claiming a morale value or marker the team's sheet does not have, or a wood the board does
// not show it in; the true listing lands, and an older morale card keeps its old reading.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { fireBoard } from "../actions/fire-board";

/** What a hostile player's client reaches: its user, the world's users and the message API. */
interface PlayerClient {
  game: { user?: unknown; users: { get(id: string): unknown } };
  ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } };
}

const NOT_DERIVABLE = { ok: false, reason: "STARSKIRMISH.Error.notDerivable" };
const NOT_FROM_DICE = { ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" };
const ACR = { weapon: "7mm ACR", ammo: "slugs", moved: false, pickedUpWeapon: false, targetStatus: "concealed", targetMovement: "stationary", cover: "none" };

/** A Roll as a message keeps it: its formula and each die's face. */
const roll = (formula: string, faces: number[]) => ({ formula, dice: [{ results: faces.map((result) => ({ result })) }] });

/** Posts a card as player1, as every player can, with whatever it says. */
async function postAsPlayer(system: object, rolls: object[]): Promise<{ id: string }> {
  const g = globalThis as unknown as PlayerClient;
  g.game.user = g.game.users.get("player1");
  return g.ChatMessage.implementation.create({ type: "card", rolls, system });
}

const casualtiesOf = (actor: { system: { troopers: readonly { casualty: boolean }[] } }) => actor.system.troopers.map((x) => x.casualty);

/** A legitimate fire card (6+6 then the d4 2: the target's second trooper falls), and its payload. */
async function firedCard() {
  const t = await fireBoard([6, 6, 2]);
  t.answer(ACR);
  const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
  await rollStrikerFire();
  const posted = t.messages[0]!;
  expect(posted.system.targets).toEqual([expect.objectContaining({ key: "tt", data: { kind: "casualties", casualties: [1] } })]);
  return { t, payload: structuredClone(posted.system.payload) as Record<string, unknown> };
}

/** A fire card as forged: the whole target team and the target's friend listed as fallen. */
const forgedTargets = [
  { key: "tt", actorUuid: "Actor.target", name: "Red", markers: {}, data: { kind: "casualties", casualties: [0, 1, 2, 3] }, applied: false },
  { key: "tn", actorUuid: "Actor.neighbour", name: "Red", markers: {}, data: { kind: "casualties", casualties: [0, 1, 2] }, applied: false },
];

describe("a Striker fire card's Apply re-derives the casualties", () => {
  it("refuses a card listing more casualties than its attack and dice give, or a team the attack did not reach", async () => {
    const { t, payload } = await firedCard();
    const dice = [roll("2d6", [6, 6]), roll("1d4", [2])];
    const card = await postAsPlayer({ kind: "strFire", actorUuid: "Actor.firer", payload, targets: forgedTargets }, dice);
    expect(await applyAs("player1", card.id, "tt")).toEqual(NOT_FROM_DICE);
    expect(casualtiesOf(t.target)).toEqual([false, false, false, false]);
    expect(t.target.system.morale.value).toBe(5);
    expect(await applyAs("player1", card.id, "tn")).toEqual(NOT_DERIVABLE);
    expect(casualtiesOf(t.neighbour)).toEqual([false, false, false, true]);
    expect(t.neighbour.system.morale.value).toBe(6);
    // the same attack and dice listing the one casualty they give land it
    const honest = await postAsPlayer({ kind: "strFire", actorUuid: "Actor.firer", payload, targets: [{ ...forgedTargets[0]!, data: { kind: "casualties", casualties: [1] } }] }, dice);
    expect(await applyAs("player1", honest.id, "tt")).toEqual({ ok: true });
    expect(casualtiesOf(t.target)).toEqual([false, true, false, false]);
    expect(t.target.system.morale.value).toBe(4);
  });

  it("refuses casualties listed on a miss of the card's own dice", async () => {
    const { t, payload } = await firedCard();
    const card = await postAsPlayer({ kind: "strFire", actorUuid: "Actor.firer", payload, targets: forgedTargets }, [roll("2d6", [1, 1])]);
    expect(await applyAs("player1", card.id, "tt")).toEqual(NOT_FROM_DICE);
    expect(casualtiesOf(t.target)).toEqual([false, false, false, false]);
  });

  it("refuses a card whose dice run short, run over or are of the wrong die, and one that keeps no attack", async () => {
    const { t, payload } = await firedCard();
    const { attack: _kept, ...old } = payload;
    const cards = [
      // the hit's d4 is missing
      { payload, rolls: [roll("2d6", [6, 6])] },
      // a die the attack never asked for
      { payload, rolls: [roll("2d6", [6, 6]), roll("1d4", [2]), roll("1d4", [1])] },
      // a d6 where the attack rolls a d4
      { payload, rolls: [roll("2d6", [6, 6]), roll("1d6", [2])] },
      // a card from before the attack was kept
      { payload: old, rolls: [roll("2d6", [6, 6]), roll("1d4", [2])] },
    ];
    for (const c of cards) {
      const card = await postAsPlayer({ kind: "strFire", actorUuid: "Actor.firer", payload: c.payload, targets: forgedTargets }, c.rolls);
      expect(await applyAs("player1", card.id, "tt")).toEqual(NOT_DERIVABLE);
    }
    expect(casualtiesOf(t.target)).toEqual([false, false, false, false]);
    expect(t.target.system.morale.value).toBe(5);
    // the legitimate card still applies
    expect(await applyAs("player1", "m0", "tt")).toEqual({ ok: true });
    expect(casualtiesOf(t.target)).toEqual([false, true, false, false]);
  });
});

describe("a Striker fire card's Apply checks the troopers' armour against the team's sheet (Striker 8.B)", () => {
  const TEAM_CHANGED = { ok: false, reason: "STARSKIRMISH.Striker.Fire.teamChanged" };

  it("refuses a card claiming the target's armour off, though it lists what its dice give without it", async () => {
    // armour 5 against the ACR's penetration 3 at 250 m: the hit does nothing (Striker 8.B.1)
    const t = await fireBoard([6, 6, 2]);
    await t.target.items.contents[0]!.update({ system: { value: 5 } });
    t.answer(ACR);
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    const payload = structuredClone(t.messages[0]!.system.payload) as { attack: { teams: { key: string; troopers: { armour: { general: number } }[] }[] } };
    const kept = payload.attack.teams.find((x) => x.key === "tt")!;
    expect(kept.troopers.every((x) => x.armour.general === 5)).toBe(true);
    for (const trooper of kept.troopers) trooper.armour.general = 0;
    const { FIRE_CARD } = await import("../../../../src/rulesets/striker/cards/fire");
    const listed = FIRE_CARD.derive!({ payload: payload as never, actorUuid: "Actor.firer", targets: [{ key: "tt", actorUuid: "Actor.target" }], dice: [{ formula: "2d6", faces: [6, 6] }, { formula: "1d4", faces: [2] }] })!["tt"]!;
    // unarmoured, the second trooper falls
    expect(listed.data.casualties).toEqual([1]);
    const card = await postAsPlayer({ kind: "strFire", actorUuid: "Actor.firer", payload, targets: [{ ...forgedTargets[0]!, data: listed.data }] }, [roll("2d6", [6, 6]), roll("1d4", [2])]);
    expect(await applyAs("player1", card.id, "tt")).toEqual(TEAM_CHANGED);
    expect(casualtiesOf(t.target)).toEqual([false, false, false, false]);
  });

  it("refuses the honest card once a trooper's armour has changed since the roll, and lands it when it is back", async () => {
    const { t } = await firedCard();
    const jacket = t.target.items.contents[0]!;
    await jacket.update({ system: { value: 5 } });
    expect(await applyAs("player1", "m0", "tt")).toEqual(TEAM_CHANGED);
    expect(casualtiesOf(t.target)).toEqual([false, false, false, false]);
    await jacket.update({ system: { value: 3 } });
    expect(await applyAs("player1", "m0", "tt")).toEqual({ ok: true });
    expect(casualtiesOf(t.target)).toEqual([false, true, false, false]);
  });
});

describe("a Striker fire card's Apply checks the weapon against the firing team's sheet (Striker 8.A, WEAPONS)", () => {
  const WEAPON_CHANGED = { ok: false, reason: "STARSKIRMISH.Striker.Fire.weaponChanged" };
  const dice = [roll("2d6", [6, 6]), roll("1d4", [2])];

  it("refuses a card whose weapon claims more penetration or damage than the team's ACR has, though its listing fits its own dice", async () => {
    const { t, payload } = await firedCard();
    const { FIRE_CARD } = await import("../../../../src/rulesets/striker/cards/fire");
    type Kept = { attack: { weapon: { bands: { penetration: number }[] }; damage: number } };
    for (const forge of [(p: Kept) => p.attack.weapon.bands.forEach((b) => (b.penetration += 6)), (p: Kept) => (p.attack.damage += 4)]) {
      const forged = structuredClone(payload) as unknown as Kept;
      forge(forged);
      const listed = FIRE_CARD.derive!({ payload: forged as never, actorUuid: "Actor.firer", targets: [{ key: "tt", actorUuid: "Actor.target" }], dice: dice.map((r) => ({ formula: r.formula, faces: r.dice[0]!.results.map((x) => x.result) })) })!["tt"]!;
      const card = await postAsPlayer({ kind: "strFire", actorUuid: "Actor.firer", payload: forged, targets: [{ ...forgedTargets[0]!, data: listed.data }] }, dice);
      expect(await applyAs("player1", card.id, "tt")).toEqual(WEAPON_CHANGED);
    }
    expect(casualtiesOf(t.target)).toEqual([false, false, false, false]);
    // the honest card of the same roll lands
    expect(await applyAs("player1", "m0", "tt")).toEqual({ ok: true });
    expect(casualtiesOf(t.target)).toEqual([false, true, false, false]);
  });

  it("holds a hand grenade, gone from the sheet once thrown, to its table row: a forged fragment penetration is refused", async () => {
    // as the grenade burst test: contact 3+3 misses, fragments 4+3 +4 and 5+4 +3, the neighbour 12 m off
    const t = await fireBoard([3, 3, 4, 3, 2, 5, 4, 1], 524);
    t.firerToken.center = { x: 420, y: 0 };
    t.answer({ weapon: "HE Hand Grenade (TL 11)", ammo: "HE", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    const posted = t.messages[0]!;
    const payload = structuredClone(posted.system.payload) as { attack: { weapon: { fragmentationPenetration: number } } };
    payload.attack.weapon.fragmentationPenetration += 5;
    const rolls = posted.rolls as object[];
    const card = await postAsPlayer({ kind: "strFire", actorUuid: "Actor.firer", payload, targets: structuredClone(posted.system.targets) }, rolls);
    expect(await applyAs("player1", card.id, "tn")).toEqual(WEAPON_CHANGED);
    expect(t.neighbour.system.troopers.map((x) => x.casualty)).toEqual([false, false, false, true]);
    // the honest card lands though the grenade is no longer on the sheet
    expect(await applyAs("player1", "m0", "tn")).toEqual({ ok: true });
    expect(t.neighbour.system.troopers.map((x) => x.casualty)).toEqual([true, false, false, true]);
  });

  it("holds a referee's own one-shot weapon, printed nowhere and gone once thrown, to what the team kept of it", async () => {
    const t = await fireBoard([3, 3, 4, 3, 2, 5, 4, 1], 524);
    t.firerToken.center = { x: 420, y: 0 };
    // the HE grenade made the referee's own: its own name, no table row, a damage no row prints
    const charge = t.firer.items.get("g1")!;
    const ammo = structuredClone((charge.system as unknown as { ammo: { damage: number }[] }).ammo);
    ammo[0]!.damage = 9;
    await charge.update({ name: "Blast charge", system: { tableId: "", ammo } });
    t.answer({ weapon: "Blast charge", ammo: "HE", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
    await rollStrikerFire();
    // used up: off the sheet, and kept beside it
    expect(t.firer.items.get("g1")).toBeUndefined();
    const { spentWeapons } = await import("../../../../src/rulesets/striker/actions/spent-weapons");
    expect(spentWeapons(t.firer as never).map((w) => [w.name, w.weapon.ammo[0]!.damage])).toEqual([["Blast charge", 9]]);
    // a card claiming more damage than the charge had is refused; the honest card lands
    const posted = t.messages[0]!;
    const payload = structuredClone(posted.system.payload) as { attack: { damage: number } };
    payload.attack.damage += 3;
    const card = await postAsPlayer({ kind: "strFire", actorUuid: "Actor.firer", payload, targets: structuredClone(posted.system.targets) }, posted.rolls as object[]);
    expect(await applyAs("player1", card.id, "tn")).toEqual(WEAPON_CHANGED);
    expect(await applyAs("player1", "m0", "tn")).toEqual({ ok: true });
  });

  it("refuses a card naming a weapon or round the firing team does not carry", async () => {
    const { t, payload } = await firedCard();
    const options = payload.options as Record<string, unknown>;
    for (const named of [{ ...options, weapon: "VRF Gauss Gun" }, { ...options, ammo: "HE" }]) {
      const card = await postAsPlayer({ kind: "strFire", actorUuid: "Actor.firer", payload: { ...payload, options: named }, targets: [{ ...forgedTargets[0]!, data: { kind: "casualties", casualties: [1] } }] }, dice);
      expect(await applyAs("player1", card.id, "tt")).toEqual(WEAPON_CHANGED);
    }
    expect(casualtiesOf(t.target)).toEqual([false, false, false, false]);
  });
});

describe("a Striker morale card's Apply re-derives the result", () => {
  const input = { morale: 5, status: "open", leaders: [], nearbyCasualties: 0 };
  const at = { tracked: false, turn: 1, phase: "command", step: "" };
  const routed = { key: "tt", actorUuid: "Actor.target", name: "Red", markers: { "str-routed": 1 }, data: { kind: "morale", result: "routed" }, applied: false };

  it("refuses the rout a card lists where its own 2D6 pass (6+6 with morale 5), and lands the rout 1+1 gives", async () => {
    const t = await fireBoard([]);
    const { readMarkers } = await import("../../../../src/system/markers/marker-store");
    const payload = { mode: "check", input, result: "routed", markers: {}, at, kept: true };
    const card = await postAsPlayer({ kind: "strMorale", actorUuid: "Actor.target", payload, targets: [routed] }, [roll("2d6", [6, 6])]);
    expect(await applyAs("player1", card.id, "tt")).toEqual(NOT_FROM_DICE);
    expect(readMarkers(t.target as never)).toEqual({});
    expect(t.target.system.morale.value).toBe(5);
    const failed = await postAsPlayer({ kind: "strMorale", actorUuid: "Actor.target", payload, targets: [routed] }, [roll("2d6", [1, 1])]);
    expect(await applyAs("player1", failed.id, "tt")).toEqual({ ok: true });
    expect(readMarkers(t.target as never)).toEqual({ "str-routed": 1 });
  });

  it("takes the \"saw casualties nearby\" not counted line as shown only: Apply lands what the dice give with it, without it (a card from before it), and refuses a value it does not know (8.C.1)", async () => {
    const t = await fireBoard([]);
    const { readMarkers } = await import("../../../../src/system/markers/marker-store");
    const suppressed = { ...routed, markers: { "str-suppressed": 1 }, data: { kind: "morale", result: "suppressed" } };
    // 4 + 3 + morale 5 = 12: suppressed, whichever line the card carries
    const base = { mode: "check", input, result: "suppressed", markers: {}, at, kept: true, reasons: ["hit"] };
    const unknown = await postAsPlayer({ kind: "strMorale", actorUuid: "Actor.target", payload: { ...base, nearbyDropped: "<b>forged</b>" }, targets: [suppressed] }, [roll("2d6", [4, 3])]);
    expect(await applyAs("player1", unknown.id, "tt")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notACard" });
    expect(readMarkers(t.target as never)).toEqual({});
    const dropped = await postAsPlayer({ kind: "strMorale", actorUuid: "Actor.target", payload: { ...base, nearbyDropped: "notSeen" }, targets: [suppressed] }, [roll("2d6", [4, 3])]);
    expect(await applyAs("player1", dropped.id, "tt")).toEqual({ ok: true });
    expect(readMarkers(t.target as never)).toEqual({ "str-suppressed": 1 });
    // a card from before the line was kept, on a team as it was before it
    const fresh = await fireBoard([]);
    const older = await postAsPlayer({ kind: "strMorale", actorUuid: "Actor.target", payload: base, targets: [suppressed] }, [roll("2d6", [4, 3])]);
    expect(await applyAs("player1", older.id, "tt")).toEqual({ ok: true });
    expect(readMarkers(fresh.target as never)).toEqual({ "str-suppressed": 1 });
  });

  it("refuses a card aimed at a team other than the one that rolled, one whose dice do not fit, and one from before its inputs were kept", async () => {
    const t = await fireBoard([]);
    const { readMarkers } = await import("../../../../src/system/markers/marker-store");
    const kept = { mode: "check", input, result: "routed", markers: {}, at, kept: true };
    const cards = [
      // the firing team's card, listing the rout on its target
      { actorUuid: "Actor.firer", payload: kept, rolls: [roll("2d6", [1, 1])] },
      { actorUuid: "Actor.target", payload: kept, rolls: [roll("2d6", [1])] },
      { actorUuid: "Actor.target", payload: kept, rolls: [roll("2d6", [7, 1])] },
      { actorUuid: "Actor.target", payload: { mode: "check", input, result: "routed" }, rolls: [roll("2d6", [1, 1])] },
    ];
    for (const c of cards) {
      const card = await postAsPlayer({ kind: "strMorale", actorUuid: c.actorUuid, payload: c.payload, targets: [routed] }, c.rolls);
      expect(await applyAs("player1", card.id, "tt")).toEqual(NOT_DERIVABLE);
    }
    expect(readMarkers(t.target as never)).toEqual({});
    expect(t.target.system.morale.value).toBe(5);
  });

  it("refuses a card claiming a morale value or a marker the team's sheet does not bear out (8.C.1, 8.C.4), and lands the same roll told true", async () => {
    const t = await fireBoard([]);
    const { readMarkers } = await import("../../../../src/system/markers/marker-store");
    const MORALE_CHANGED = { ok: false, reason: "STARSKIRMISH.Striker.Morale.teamChanged" };
    const suppressed = { ...routed, markers: { "str-suppressed": 1 }, data: { kind: "morale", result: "suppressed" } };
    // 4 + 3 = 7 passes with morale 7, is suppressed with the sheet's 5
    const passAtSeven = { mode: "check", input: { ...input, morale: 7 }, result: "passed", markers: {}, at, kept: true };
    const inflated = await postAsPlayer({ kind: "strMorale", actorUuid: "Actor.target", payload: passAtSeven, targets: [{ ...routed, markers: {}, data: { kind: "morale", result: "passed" } }] }, [roll("2d6", [4, 3])]);
    expect(await applyAs("player1", inflated.id, "tt")).toEqual(MORALE_CHANGED);
    // a Concealed marker the team does not have would hide it as it is suppressed (7.A.3)
    const hidden = { ...suppressed, markers: { "str-suppressed": 1, "str-concealed": -1, "str-hidden": 1 } };
    const claimed = await postAsPlayer({ kind: "strMorale", actorUuid: "Actor.target", payload: { mode: "check", input, result: "suppressed", markers: { "str-concealed": 1 }, at, kept: true }, targets: [hidden] }, [roll("2d6", [4, 3])]);
    expect(await applyAs("player1", claimed.id, "tt")).toEqual(MORALE_CHANGED);
    expect(readMarkers(t.target as never)).toEqual({});
    expect(t.target.system.morale.value).toBe(5);
    // the roll told as the sheet has it lands
    const honest = await postAsPlayer({ kind: "strMorale", actorUuid: "Actor.target", payload: { mode: "check", input, result: "suppressed", markers: {}, at, kept: true }, targets: [suppressed] }, [roll("2d6", [4, 3])]);
    expect(await applyAs("player1", honest.id, "tt")).toEqual({ ok: true });
    expect(readMarkers(t.target as never)).toEqual({ "str-suppressed": 1 });
  });

  it("hides a team the board conceals only as the card kept it (7.A.2-3): a wood the GM's board does not show is refused, and an older card goes by its markers", async () => {
    const t = await fireBoard([]);
    const { readMarkers } = await import("../../../../src/system/markers/marker-store");
    const MORALE_CHANGED = { ok: false, reason: "STARSKIRMISH.Striker.Morale.teamChanged" };
    const suppressed = { ...routed, markers: { "str-suppressed": 1 }, data: { kind: "morale", result: "suppressed" } };
    const hides = { ...suppressed, markers: { "str-suppressed": 1, "str-hidden": 1 } };
    // 4 + 3 + morale 5 = 12: suppressed. The target stands in the open: a claimed wood would hide it
    const claimed = await postAsPlayer({ kind: "strMorale", actorUuid: "Actor.target", payload: { mode: "check", input, result: "suppressed", markers: {}, boardConcealed: true, at, kept: true }, targets: [hides] }, [roll("2d6", [4, 3])]);
    expect(await applyAs("player1", claimed.id, "tt")).toEqual(MORALE_CHANGED);
    expect(readMarkers(t.target as never)).toEqual({});
    // now a wood around it (100 px = 50 m): a card from before the board's concealment was kept
    // derives Suppressed alone, as it did, so one listing Hidden is not what its dice give
    t.woodAround(500);
    const older = { mode: "check", input, result: "suppressed", markers: {}, at, kept: true };
    const olderHides = await postAsPlayer({ kind: "strMorale", actorUuid: "Actor.target", payload: older, targets: [hides] }, [roll("2d6", [4, 3])]);
    expect(await applyAs("player1", olderHides.id, "tt")).toEqual(NOT_FROM_DICE);
    const olderTrue = await postAsPlayer({ kind: "strMorale", actorUuid: "Actor.target", payload: older, targets: [suppressed] }, [roll("2d6", [4, 3])]);
    expect(await applyAs("player1", olderTrue.id, "tt")).toEqual({ ok: true });
    expect(readMarkers(t.target as never)).toEqual({ "str-suppressed": 1 });
  });
});
