// @vitest-environment happy-dom
// Player crews rolling their own Morale (Guide 6.15, 7.12): with the world setting on, each player
// character aboard a vehicle with a Morale Marker rolls for himself, the shaken ones roll again
// next turn, and the marker comes off once none is left shaken. With it off the commander rolls.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { pressCardButton } from "../../../helpers/card-buttons";

import type { StartOfTurnCardContext } from "../../../../src/rulesets/space-patrol/view/start-of-turn-card";

/** The prompt the start-of-turn card shows before the checks are rolled. */
interface StartOfTurnPrompt {
  checks: { label: string; who?: string; dt: number }[];
}

async function crewedCrawler(faces: number[], option: boolean) {
  const t = await spaceBoard(faces);
  // A world setting only the GM may write; the players then play on.
  t.asUser("gm");
  await t.g.game.settings.set("starskirmish", "spPlayerCrewMorale", option);
  t.asUser("player1");
  // Rana and Ito are player characters (a player owns them); the GM alone owns the Boss.
  t.patrolman("Actor.rana", "Rana", { will: 0 });
  t.patrolman("Actor.ito", "Ito", { will: 3 });
  const boss = t.npc("Actor.boss", "Boss", { assets: { will: 1 } });
  boss.ownership = { default: 0 };
  const crawler = t.vehicle("Actor.crawler", "Crawler", {
    crew: [
      { role: "driver", actorUuid: "Actor.rana", actorName: "Rana" },
      { role: "gunner", actorUuid: "Actor.ito", actorName: "Ito" },
      { role: "commander", actorUuid: "Actor.boss", actorName: "Boss" },
    ],
  });
  await t.mark(crawler, "sp-vehicle-morale");
  const sot = await import("../../../../src/rulesets/space-patrol/actions/start-of-turn");
  // SP-11: the GM's client posts the prompt as the side's turn begins; the player rolls from it
  const promptStartOfTurn = async (actor: never) => {
    t.asUser("gm");
    await sot.promptStartOfTurn(actor);
    t.asUser("player1");
  };
  return { t, crawler, promptStartOfTurn };
}

describe("player crews' own Morale (Guide 6.15)", () => {
  it("each player character aboard rolls with his own Will; the shaken driver takes the vehicle away", async () => {
    const { t, crawler, promptStartOfTurn } = await crewedCrawler([5, 12], true);
    await promptStartOfTurn(crawler as never);
    expect(t.card<StartOfTurnPrompt>("cards/start-of-turn.hbs").checks.map((c) => c.who)).toEqual(["Rana", "Ito"]);
    await pressCardButton(t.messages[0]!, "spStartOfTurn");
    const card = t.card<StartOfTurnCardContext>("cards/start-of-turn.hbs");
    // Rana 5 + 0 fails DT 12; Ito 12 + 3 passes
    expect(card.rows.map((r) => [r.who, r.total, r.success])).toEqual([["Rana", 5, false], ["Ito", 15, true]]);
    expect(card.outcomes).toContain("STARSKIRMISH.SpacePatrol.StartOfTurn.outcome.mustWithdraw");
    expect(t.markers(crawler)).toEqual({ "sp-vehicle-morale": 1 });
    expect(crawler.flags.starskirmish?.spShakenCrew).toEqual(["Actor.rana"]);
  });

  it("only those still shaken roll next turn, and the marker goes when none is left", async () => {
    const { t, crawler, promptStartOfTurn } = await crewedCrawler([5, 12, 15], true);
    await promptStartOfTurn(crawler as never);
    await pressCardButton(t.messages[0]!, "spStartOfTurn");
    await promptStartOfTurn(crawler as never);
    expect(t.card<StartOfTurnPrompt>("cards/start-of-turn.hbs").checks.map((c) => c.who)).toEqual(["Rana"]);
    await pressCardButton(t.messages.at(-1)!, "spStartOfTurn");
    expect(t.markers(crawler)).toEqual({});
    expect(crawler.flags.starskirmish?.spShakenCrew).toBeNull();
  });

  it("leaves the commander to roll once when the option is off", async () => {
    const { t, crawler, promptStartOfTurn } = await crewedCrawler([11], false);
    await promptStartOfTurn(crawler as never);
    expect(t.card<StartOfTurnPrompt>("cards/start-of-turn.hbs").checks).toHaveLength(1);
    await pressCardButton(t.messages[0]!, "spStartOfTurn");
    // the commander's Will 1: 11 + 1 passes DT 12
    expect(t.card<StartOfTurnCardContext>("cards/start-of-turn.hbs").rows).toMatchObject([{ total: 12, success: true }]);
    expect(t.card<StartOfTurnCardContext>("cards/start-of-turn.hbs").rows[0]!.who).toBeUndefined();
    expect(t.markers(crawler)).toEqual({});
  });
});
