// @vitest-environment happy-dom
// Individual morale at step k (Starship Marine 3.1, 3.14 a) after a real init: the banner lists the
// figures fired on in the action that still owe their first-under-fire test, lets their owner test
// from it, and drops them once tested; robots and Marines in command are never listed.
import { describe, expect, it, vi } from "vitest";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { renderBanner } from "../../../helpers/turn-banner";

async function setup(faces: number[]) {
  const d = await starshipMarineDeck(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 1, phase: "f" } } } });
  d.g.game.combat = combat;
  const enlist = (id: string, troopType: string, owner: string, x: number, disposition: number) => {
    const actor = d.figure(id, troopType, owner);
    const token = d.canvas.place(actor as never, { x, y: 50 }, { _id: `t-${id}`, disposition });
    combat.addCombatant({ actor, token: token.document });
    return { actor, token };
  };
  const marine = enlist("Kell", "marineScaII", "player1", 50, 1);
  const crew = enlist("Cook", "crewman", "player2", 850, -1);
  const robot = enlist("Robot 7", "combatRobot", "player2", 650, -1);
  // a second marine: each weapon fires once a move (3.5)
  const second = enlist("Vance", "marineScaII", "player1", 100, 1);
  const banner = async () => {
    const { ssmTurnBinding } = await import("../../../../src/rulesets/starship-marine/turn/turn-tracker");
    return renderBanner(ssmTurnBinding(false));
  };
  const fireAt = async (token: { document: unknown }, by = marine) => {
    d.stubs.actAs("player1");
    d.g.game.user!.targets = new Set([token as never]);
    d.stubs.dialogs.answer({});
    const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
    await fireFigure(by.actor as never);
  };
  const atStepK = () => (combat.flags = { starskirmish: { ssmPosition: { turn: 1, phase: "k" } } });
  return { ...d, combat, marine, second, crew, robot, banner, fireAt, atStepK };
}

describe("individual morale at step k (3.14)", () => {
  it("lists a crewman fired on who has not tested, lets his owner test from the banner, then drops him", async () => {
    // fire at the crewman (a miss on 0), at the robot; then the crewman's 1d6 of 5
    const t = await setup([10, 10, 5]);
    await t.fireAt(t.crew.token);
    await t.fireAt(t.robot.token, t.second);
    t.atStepK();
    // the attacker's player sees who is due but has no button for a figure he does not own
    let html = await t.banner();
    expect([...html.querySelectorAll(".ssm-morale-due-name")].map((e) => e.textContent)).toEqual(["Cook"]);
    expect(html.querySelector("[data-ssm-morale-test]")).toBeNull();
    t.stubs.actAs("player2");
    html = await t.banner();
    t.stubs.dialogs.answer({ trigger: "firstUnderFire" });
    html.querySelector<HTMLElement>("[data-ssm-morale-test]")!.click();
    await vi.waitFor(() => expect(t.cards.messages.some((m) => m.system.kind === "ssmMorale")).toBe(true));
    expect((await t.banner()).querySelector(".ssm-morale-none")?.textContent).toMatch(/Nobody under fire still owes/);
  });

  it("shows nothing before step k, and nobody when no one has been fired on", async () => {
    const t = await setup([]);
    expect((await t.banner()).querySelector(".ssm-morale-step")).toBeNull();
    t.atStepK();
    expect((await t.banner()).querySelector(".ssm-morale-none")).not.toBeNull();
  });
});
