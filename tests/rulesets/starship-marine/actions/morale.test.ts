// @vitest-environment happy-dom
// Starship Marine individual morale from the figure sheet (3.14), against the v13 stand-ins after a
// real init: a crewman who sees two friends fall under close fire rolls a real 1d6 and ducks back,
// applied through the GM as the Duck back marker; robots and Veteran non-marines do not test; a
// forged card listing a surrender its die does not give is refused.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";

async function crew(faces: number[], troopType = "crewman", experience = "experienced") {
  const { stubs, cards, figure, markersOf, post } = await starshipMarineDeck(faces);
  stubs.actAs("player1");
  const actor = figure("Ito", troopType, "player1", { experience });
  const { testMorale } = await import("../../../../src/rulesets/starship-marine/actions/morale");
  return { stubs, cards, actor, markersOf, post, test: () => testMorale(actor as never) };
}

describe("individual morale from the sheet (3.14)", () => {
  it("ducks a crewman back on 3 - 2 - 1 = 0 and marks it through the GM", async () => {
    const t = await crew([3]);
    t.stubs.dialogs.answer({ trigger: "advanceUnderFire", friendlyCasualtiesInSight: "2", underCloseFire: true });
    await t.test();
    const card = t.cards.messages[0]!;
    expect(card.system.payload).toMatchObject({ trigger: "advanceUnderFire", tester: { kind: "crewman" }, situation: { friendlyCasualtiesInSight: 2, underCloseFire: true } });
    const key = card.system.targets[0]!.key;
    expect(card.system.targets[0]!.markers).toEqual({ "ssm-duckBack": 1 });
    expect(await applyAs("player1", card.id, key)).toEqual({ ok: true });
    expect(await t.markersOf(t.actor)).toEqual({ "ssm-duckBack": 1 });
  });

  it("puts nothing to apply on a result without restrictions", async () => {
    const t = await crew([6]);
    t.stubs.dialogs.answer({ trigger: "firstUnderFire" });
    await t.test();
    expect(t.cards.messages[0]!.system.targets).toEqual([]);
  });

  it("lets neither robots nor Veteran non-marines test", async () => {
    const robot = await crew([], "combatRobot");
    await robot.test();
    expect(robot.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Morale.robotsDoNot");
    const veteran = await crew([], "crewman", "veteran");
    await veteran.test();
    expect(veteran.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Morale.veteranDoesNot");
    expect(veteran.cards.messages).toEqual([]);
  });

  it("refuses a forged card listing a surrender its die does not give", async () => {
    const t = await crew([3]);
    t.stubs.dialogs.answer({ trigger: "advanceUnderFire", friendlyCasualtiesInSight: "2", underCloseFire: true });
    await t.test();
    const card = t.cards.messages[0]!;
    const forged = await t.post({
      type: "card",
      rolls: card.rolls,
      system: { ...structuredClone(card.system), targets: card.system.targets.map((x) => ({ ...x, markers: { "ssm-surrendered": 1 }, applied: false })) },
    });
    expect(await applyAs("player1", forged.id, card.system.targets[0]!.key)).toEqual({ ok: false, reason: "STARSKIRMISH.Error.resultNotFromDice" });
    expect(await t.markersOf(t.actor)).toEqual({});
  });
});
