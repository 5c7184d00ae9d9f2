// @vitest-environment happy-dom
// Why a team checks morale after a fire card (Striker 8.C.1), read from the GM's ledger copy of the
// card: the attack it kept is replayed with its dice and each team's casualties, hit or "M" come
// from that; a reason the card claims that its dice do not give is not shown. Seeing another
// team's casualties nearby rests on where the teams stood, which the record does not keep: it is
// kept from the claim only where the dice gave some other team casualties. The cards are fired on
// the v13 stand-ins after a real init (actions/fire-board.ts), so the record and dice are the real ones.
import { describe, expect, it } from "vitest";
import { ACR_ANSWER, fire, fireBoard, GRENADE_ANSWER } from "../actions/fire-board";
import { reasonsFromResult, type MoraleOutcome } from "../../../../src/rulesets/striker/view/morale-after-fire";
import type { TrooperHits } from "../../../../src/rulesets/striker/view/fire-outcome";
import type { FireRecord } from "../../../../src/rulesets/striker/view/fire-record";
import { fireCasualtyTeams, fireMoraleCheck, type KeptFireCard } from "../../../../src/rulesets/striker/cards/fire-reasons";

/** What the ledger would keep of the card just posted: its attack, targets and each Roll's faces, with the reasons `claimed`. */
function keptCard(t: Awaited<ReturnType<typeof fireBoard>>, claimed?: KeptFireCard["payload"]["moraleReasons"]): KeptFireCard {
  const message = t.messages.at(-1)!;
  const payload = message.system.payload as { attack: FireRecord; moraleReasons: KeptFireCard["payload"]["moraleReasons"] };
  // the stand-in Rolls carry their dice as v13's do; the recorder's type names only the formula
  const rolls = message.rolls as unknown as readonly { formula: string; dice: readonly { results: readonly { result: number }[] }[] }[];
  return {
    payload: { attack: payload.attack, moraleReasons: claimed ?? payload.moraleReasons },
    targets: message.system.targets.map((x) => ({ key: x.key, actorUuid: x.actorUuid })),
    dice: rolls.map((r) => ({ formula: r.formula, faces: r.dice.flatMap((d) => d.results.map((x) => x.result)) })),
  };
}

/**
 * The hand grenade thrown from 40 m with the target's friend 12 m off (actions/fire.test.ts): the
 * contact misses; the target's fragments hit its 2nd, stopped by flak; the friend loses its 1st.
 */
async function grenadeCard() {
  const t = await fireBoard([3, 3, 4, 3, 2, 5, 4, 1], 524);
  t.firerToken.center = { x: 420, y: 0 };
  t.answer(GRENADE_ANSWER);
  await fire();
  return t;
}

describe("a team's reasons from the fire card's recorded attack and dice (Striker 8.C.1)", () => {
  it("are those the firer's card lists where it tells the truth", async () => {
    const t = await grenadeCard();
    const card = keptCard(t);
    expect(card.payload.moraleReasons).toEqual([{ uuid: "Actor.target", reasons: ["hit", "nearbyCasualty"] }, { uuid: "Actor.neighbour", reasons: ["casualties"] }]);
    expect(fireMoraleCheck(card, "Actor.target")).toEqual(["hit", "nearbyCasualty"]);
    expect(fireMoraleCheck(card, "Actor.neighbour")).toEqual(["casualties"]);
  });

  it("do not show a reason the card claims that its dice do not give", async () => {
    const card = keptCard(await grenadeCard(), [
      // the target only took a hit; no leader routed in a fire
      { uuid: "Actor.target", reasons: ["casualties", "leaderRouted"] },
      // the only casualties were the neighbour's own
      { uuid: "Actor.neighbour", reasons: ["nearbyCasualty"] },
    ]);
    expect(fireMoraleCheck(card, "Actor.target")).toEqual(["hit"]);
    expect(fireMoraleCheck(card, "Actor.neighbour")).toEqual(["casualties"]);
  });

  it("give a team the attack never reached only the casualties it claims to have seen, and only where the dice gave some", async () => {
    const card = keptCard(await grenadeCard(), [{ uuid: "Actor.far", reasons: ["nearbyCasualty", "hit"] }]);
    expect(fireMoraleCheck(card, "Actor.far")).toEqual(["nearbyCasualty"]);
    // the ACR's 1+1 misses: nobody took casualties, so there were none to see, and the target has no reason
    const t = await fireBoard([1, 1]);
    t.answer(ACR_ANSWER);
    await fire();
    const miss = keptCard(t, [{ uuid: "Actor.neighbour", reasons: ["nearbyCasualty"] }, { uuid: "Actor.target", reasons: ["hit"] }]);
    expect(fireMoraleCheck(miss, "Actor.neighbour")).toEqual([]);
    expect(fireMoraleCheck(miss, "Actor.target")).toEqual([]);
  });

  it("name the teams other than the checking one that the dice gave casualties, by the card's key, for the board to find", async () => {
    const card = keptCard(await grenadeCard());
    // the neighbour lost its 1st; the target was only hit
    expect(fireCasualtyTeams(card, "Actor.target")).toEqual([{ key: "tn", actorUuid: "Actor.neighbour" }]);
    expect(fireCasualtyTeams(card, "Actor.neighbour")).toEqual([]);
    // dice that do not fit the attack give none
    expect(fireCasualtyTeams({ ...card, dice: card.dice.slice(1) }, "Actor.target")).toEqual([]);
  });

  it("are no answer (null) where the dice do not fit the attack, or the card kept no attack", async () => {
    const card = keptCard(await grenadeCard(), [{ uuid: "Actor.target", reasons: ["hit"] }]);
    expect(fireMoraleCheck(card, "Actor.target")).toEqual(["hit"]);
    expect(fireMoraleCheck({ ...card, dice: card.dice.slice(1) }, "Actor.target")).toBeNull();
    expect(fireMoraleCheck({ ...card, payload: { ...card.payload, attack: { ...card.payload.attack, teams: [] } } }, "Actor.target")).toBeNull();
  });
});

describe("reasonsFromResult", () => {
  /** One trooper's row: `hits` on him, and whether he fell. */
  const row = (hits: number, casualty: boolean): TrooperHits => ({ index: 0, name: "", hits, armour: 0, outcomes: [], contactHits: hits, casualty });
  const hitOnly: MoraleOutcome = { rows: [row(1, false)], casualties: [], moraleCheck: true };
  const casualty: MoraleOutcome = { rows: [row(1, true)], casualties: [0], moraleCheck: true };
  const mOnly: MoraleOutcome = { rows: [row(0, false)], casualties: [], moraleCheck: true };

  it("tells a team's own result as the card would: casualties, else a hit, else the M", () => {
    expect(reasonsFromResult([{ uuid: "a", outcome: casualty }], "a", [])).toEqual(["casualties"]);
    expect(reasonsFromResult([{ uuid: "a", outcome: hitOnly }], "a", ["casualties"])).toEqual(["hit"]);
    expect(reasonsFromResult([{ uuid: "a", outcome: mOnly }], "a", ["hit"])).toEqual(["mResult"]);
  });

  it("keeps a claimed nearby casualty only where another team took one", () => {
    expect(reasonsFromResult([{ uuid: "a", outcome: hitOnly }, { uuid: "b", outcome: casualty }], "a", ["nearbyCasualty"])).toEqual(["hit", "nearbyCasualty"]);
    expect(reasonsFromResult([{ uuid: "a", outcome: casualty }], "a", ["nearbyCasualty"])).toEqual(["casualties"]);
    expect(reasonsFromResult([{ uuid: "b", outcome: hitOnly }], "a", ["nearbyCasualty"])).toEqual([]);
  });
});
