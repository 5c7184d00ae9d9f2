// @vitest-environment happy-dom
// Which start-of-turn checks a combatant is prompted for (SP-11) follows its kind, read from its type's
// marker group as the wreck decision reads it (view/actor-kind.ts), after a real init on stand-ins: a
// patrolman and an NPC are persons (a Stun Marker is theirs to roll off), a vehicle rolls its Control
// check, a spacecraft its Failure Cascade; a marker of another kind calls for nothing.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";

interface StartOfTurnPrompt {
  checks: { label: string }[];
}

const LABEL = "STARSKIRMISH.SpacePatrol.StartOfTurn.";

describe("start-of-turn prompts by kind of combatant (SP-11)", () => {
  it("prompts a patrolman and an NPC as persons, a vehicle and a spacecraft each with its own checks", async () => {
    const t = await spaceBoard();
    const rana = t.patrolman("Actor.rana", "Rana", { vigor: 1 });
    const boss = t.npc("Actor.boss", "Boss");
    const crawler = t.vehicle("Actor.crawler", "Crawler");
    const cutter = t.spacecraft("Actor.cutter", "Cutter");
    await t.mark(rana, "sp-stun");
    await t.mark(boss, "sp-stun");
    await t.mark(crawler, "sp-vehicle-control");
    await t.mark(cutter, "sp-spacecraft-failureCascade");
    const { promptStartOfTurn } = await import("../../../../src/rulesets/space-patrol/actions/start-of-turn");
    const prompted: string[][] = [];
    for (const actor of [rana, boss, crawler, cutter]) {
      await promptStartOfTurn(actor as never);
      prompted.push(t.card<StartOfTurnPrompt>("cards/start-of-turn.hbs").checks.map((c) => c.label));
    }
    expect(prompted).toEqual([[`${LABEL}individual.stun`], [`${LABEL}individual.stun`], [`${LABEL}vehicle.control`], [`${LABEL}spacecraft.failureCascade`]]);
    expect(t.messages).toHaveLength(4);
  });

  it("asks nothing of a craft for a person's marker: its kind picks the list", async () => {
    const t = await spaceBoard();
    const crawler = t.vehicle("Actor.crawler", "Crawler");
    // a Stun Marker is no vehicle's check, whatever put it there
    await t.mark(crawler, "sp-stun");
    expect(t.markers(crawler)).toEqual({ "sp-stun": 1 });
    const { promptStartOfTurn } = await import("../../../../src/rulesets/space-patrol/actions/start-of-turn");
    await promptStartOfTurn(crawler as never);
    expect(t.messages).toEqual([]);
  });
});
