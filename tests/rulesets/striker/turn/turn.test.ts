// @vitest-environment happy-dom
// The Striker turn banner in the combat tracker after a real init: it shows the stored step and
// only the GM's click moves the turn on, stored on the Combat.
import { describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bootSystem } from "../../../helpers/boot";
import { StandInCombat } from "../../../helpers/foundry/combat";
import type { TurnView } from "../../../../src/rulesets/striker/view/turn-view";

async function setup(isGM: boolean, stored: unknown) {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": "striker" });
  stubs.actAs(isGM ? "gm" : "player1");
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: stored } } });
  g.game.combat = combat;
  const sets = () => combat.updates.map((u) => (u.flags as { starskirmish: { strikerPosition: unknown } }).starskirmish.strikerPosition);
  // A small stand-in for Handlebars: the banner's fields, in the template's order.
  g.foundry.applications.handlebars.renderTemplate = async (_path: string, context: object) => {
    const c = context as TurnView & { gm: boolean };
    return `<section class="ssk-turn"><p class="ssk-turn-where">${c.turn} ${c.phaseLabel} ${c.stepLabel ?? ""}</p>${c.gm ? '<button type="button" data-turn-action="next"></button>' : ""}</section>`;
  };
  return { stubs, sets };
}

describe("the Striker turn banner", () => {
  it("is registered for the combat tracker in a Striker world, with a template that exists", async () => {
    const { stubs } = await setup(true, undefined);
    expect(stubs.hooks.get("renderCombatTracker")?.length).toBe(1);
    expect(readFileSync(join(__dirname, "../../../../templates/shared/turn-banner.hbs"), "utf8")).toContain('data-turn-action="next"');
  });

  it("shows the stored step and moves on when the GM clicks Next", async () => {
    const { sets } = await setup(true, { turn: 2, phase: "firstFire", step: "e" });
    const { renderTurnBanner } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
    const html = document.createElement("div");
    html.innerHTML = `<ol class="combat-tracker"></ol>`;
    await renderTurnBanner(html);
    expect(html.querySelector(".ssk-turn-where")?.textContent).toBe("2 STARSKIRMISH.Striker.Phase.firstFire STARSKIRMISH.Striker.Step.e");
    expect(html.firstElementChild?.classList.contains("ssk-turn")).toBe(true);
    html.querySelector<HTMLElement>("[data-turn-action='next']")!.click();
    await vi.waitFor(() => expect(sets()).toEqual([{ turn: 2, phase: "firstFire", step: "f" }]));
    await renderTurnBanner(html);
    expect(html.querySelectorAll(".ssk-turn")).toHaveLength(1);
  });

  it("gives players no button", async () => {
    await setup(false, undefined);
    const { renderTurnBanner } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
    const html = document.createElement("div");
    await renderTurnBanner(html);
    expect(html.querySelector(".ssk-turn-where")?.textContent).toContain("STARSKIRMISH.Striker.Phase.command");
    expect(html.querySelector("[data-turn-action='next']")).toBeNull();
  });
});
