// @vitest-environment happy-dom
// A grav team's pop-up at the table (Striker 6.A.2.g) after a real init: its owner's HUD button asks
// the height and raises the token with the Pop-up marker; the tracker drops it back to 4 m when the
// enemy's movement phase begins; a team that moved, or one on foot, gets no pop-up, nor one that
// routed off the battlefield (Striker 8.C.4.b).
import { describe, expect, it, vi } from "vitest";
import { strikerBoard, trooper } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import type { PopUpDialogContext } from "../../../../src/rulesets/striker/view/pop-up-form";

async function setup(markers: string[] = ["str-flightNoe"]) {
  const b = await strikerBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: { turn: 1, phase: "firstMovement" } } } });
  b.g.game.combat = combat as never;
  const blue = b.team("Actor.blue", "Blue G1", { troopers: ["A", "B", "C", "D"].map((n) => trooper(n)) }, [], { default: 0, player1: 3 });
  const tb = b.canvas.place(blue, { x: 500, y: 500 }, { _id: "tb", disposition: 1 });
  combat.addCombatant({ actor: blue, token: tb.document });
  const store = await import("../../../../src/system/markers/marker-store");
  for (const m of markers) await store.adjustMarker(blue as never, store.markerDefinition(m)!, 1);
  b.stubs.actAs("player1");
  const hud = async (action: string) => {
    const html = document.createElement("div");
    html.innerHTML = '<div class="col left"></div><div class="col right"></div>';
    b.stubs.fire.rendered("TokenHUD", { object: { actor: blue, document: tb.document }, render() {} }, html);
    const button = html.querySelector<HTMLElement>(`[data-str-hud="${action}"]`);
    button?.click();
    await new Promise((r) => setTimeout(r, 30));
    return button !== null;
  };
  const elevation = () => (tb.document as unknown as { elevation?: number }).elevation;
  return { ...b, combat, blue, tb, store, hud, elevation };
}

describe("pop-up (Striker 6.A.2.g)", () => {
  it("rises to the height asked, marked, and drops back to 4 m when the enemy's movement phase begins", async () => {
    const t = await setup();
    t.answer({ altitudeM: 60 });
    expect(await t.hud("popUp")).toBe(true);
    await vi.waitFor(() => expect(t.elevation()).toBe(60));
    expect(t.context<PopUpDialogContext>("dialogs/pop-up.hbs")).toEqual({ teamName: "Blue G1", altitudeM: 30, minimumM: 5 });
    expect(t.store.readMarkers(t.blue as never)).toMatchObject({ "str-popUp": 1 });
    t.stubs.actAs("gm");
    const { clearEndedMarkers } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
    await clearEndedMarkers(t.combat as never, { turn: 1, phase: "firstFire", step: "a" });
    expect(t.elevation()).toBe(60);
    await clearEndedMarkers(t.combat as never, { turn: 1, phase: "secondMovement" });
    expect(t.store.readMarkers(t.blue as never)["str-popUp"]).toBeUndefined();
    expect(t.elevation()).toBe(4);
  });

  it("refuses a team that moved this phase, and a height not above NOE", async () => {
    const moved = await setup(["str-flightNoe", "str-moved"]);
    await moved.hud("popUp");
    expect(moved.notes.at(-1)).toBe("STARSKIRMISH.Striker.PopUp.problem.moved");
    expect(moved.elevation() ?? 0).toBe(0);
    const low = await setup();
    low.answer({ altitudeM: 3 });
    await low.hud("popUp");
    await vi.waitFor(() => expect(low.notes.at(-1)).toBe("STARSKIRMISH.Striker.PopUp.problem.tooLow"));
    expect(low.store.readMarkers(low.blue as never)["str-popUp"]).toBeUndefined();
  });

  it("a grav team routed off the battlefield does not pop up, called from the action itself; shown again by the GM, it does (8.C.4.b)", async () => {
    const t = await setup();
    // the rout off as it leaves the token: hidden and flagged (turn/routed-off.ts)
    const routOff = async (off: boolean) => {
      t.stubs.actAs("gm");
      await t.tb.document.update({ hidden: off, flags: { starskirmish: { strRoutedOff: true } } });
      t.stubs.actAs("player1");
    };
    await routOff(true);
    t.answer({ altitudeM: 60 });
    expect(await t.hud("popUp")).toBe(false);
    const { popUp } = await import("../../../../src/rulesets/striker/actions/pop-up");
    await popUp(t.tb.document as never);
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.PopUp.routedOff"]);
    expect(t.rendered.some((r) => r.path.endsWith("dialogs/pop-up.hbs"))).toBe(false);
    expect(t.elevation() ?? 0).toBe(0);
    expect(t.store.readMarkers(t.blue as never)["str-popUp"]).toBeUndefined();
    await routOff(false);
    await popUp(t.tb.document as never);
    expect(t.notes).toEqual(["STARSKIRMISH.Striker.PopUp.routedOff", "STARSKIRMISH.Striker.PopUp.risen"]);
    expect(t.elevation()).toBe(60);
    expect(t.store.readMarkers(t.blue as never)).toMatchObject({ "str-popUp": 1 });
  });

  it("a team on foot has no pop-up on its HUD", async () => {
    const t = await setup([]);
    expect(await t.hud("popUp")).toBe(false);
  });
});
