// @vitest-environment happy-dom
// The army builder after a real init (IV-a): the Actors directory offers it to users who may create
// actors; an illegal force is refused with its reasons and asked again; a legal one becomes a
// formation of the units bought.
import { describe, expect, it } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";

async function setup() {
  const b = await starMarinesBoard([]);
  const trooper = b.unit("Trooper", { kind: "soldier", pointCost: 2, experience: "average" });
  b.weapon(trooper, { extraCost: 1 }, "Heavy gun");
  b.unit("Hero", { kind: "soldier", role: "hero", pointCost: 6, experience: "elite" });
  const { buildArmy } = await import("../../../../src/rulesets/starmarines/actions/army-builder");
  return { ...b, trooper, buildArmy };
}

describe("the army builder (IV-a)", () => {
  it("refuses a force over its points with the reason, then builds the corrected one as a formation", async () => {
    const t = await setup();
    t.stubs.actAs("gm");
    // first: 6 troopers at 4 and the Hero at 6 is 30 of 25; then 3 troopers and the Hero, 18
    t.stubs.dialogs.answer({ name: "Blue force", size: "25", "count-0": 6, "count-1": 1 }, { name: "Blue force", size: "25", "count-0": 3, "count-1": 1 });
    const force = await t.buildArmy();
    expect(t.stubs.notifications.map((n) => n.message)).toContain(`STARSKIRMISH.StarMarines.Army.problem.overBudget {"total":"30","size":"25","over":"5"}`);
    expect(force?.type).toBe("formation");
    expect((force?.system as unknown as { members: { name: string; quantity: number }[] }).members.map((m) => [m.name, m.quantity])).toEqual([["Trooper", 3], ["Hero", 1]]);
    expect(force?.name).toBe("Blue force");
  });

  it("puts its button in the Actors directory for a user who may create actors, not for one who may not", async () => {
    const t = await setup();
    t.stubs.actAs("gm");
    const html = document.createElement("section");
    html.innerHTML = `<header class="directory-header"><div class="header-actions"></div></header>`;
    t.stubs.fire.rendered("ActorDirectory", {}, html);
    expect(html.querySelector(".smr-army-button")?.textContent).toBe("STARSKIRMISH.StarMarines.Army.button");
    t.stubs.actAs("player1");
    const other = document.createElement("section");
    t.stubs.fire.rendered("ActorDirectory", {}, other);
    expect(other.querySelector(".smr-army-button")).toBeNull();
  });
});
