// @vitest-environment happy-dom
// The records on a Striker team that the GM's tracker ends its kept markers by (turn/marker-ends-guard.ts),
// after a real init: the end of its suppression (8.C.4.a), where it routed (8.C.4.b) and where it
// last fired (7.A.4). While the team is a combatant, a player's own client refuses an end brought
// forward, and one written anyway (a hostile client skipping the refusal) is put back by the active
// GM's client, so the tracker does not take Suppressed off early; the owner's fire records only where
// the turn stands, as the fire action does. The GM's changes, and any change outside a battle, stand.
import { describe, expect, it } from "vitest";
import { strikerBoard, trooper } from "../../../helpers/striker-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { pastOwnRefusals } from "../../../helpers/foundry/document";

const NOW = { turn: 2, phase: "firstFire", step: "b" };

async function setup() {
  const b = await strikerBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { strikerPosition: NOW } } });
  b.g.game.combat = combat as never;
  b.g.game.combats.set(combat.id, combat);
  const troopers = ["A", "B", "C", "D"].map((n) => trooper(n));
  const blue = b.team("Actor.blue", "Blue A1", { troopers, suppressedUntil: { turn: 3, phase: "firstFire", step: "b" } }, [], { default: 0, player1: 3 });
  const tb = b.canvas.place(blue, { x: 500, y: 500 }, { _id: "tb", disposition: 1 });
  combat.addCombatant({ actor: blue, token: tb.document });
  const store = await import("../../../../src/system/markers/marker-store");
  b.stubs.actAs("gm");
  await store.adjustMarker(blue as never, store.markerDefinition("str-suppressed")!, 1);
  // the GM's client starts, and notes what it sees
  b.stubs.fire.ready();
  await new Promise((r) => setTimeout(r, 20));
  b.stubs.actAs("player1");
  /** `user`'s client writes the change (skipping its own refusal), and every client sees it, the GM's last. */
  const write = async (user: string, changed: Record<string, unknown>) => {
    b.stubs.actAs(user);
    await pastOwnRefusals(() => blue.update(changed as never));
    b.stubs.fire.updated(blue as never, changed, user);
    if (user !== "gm") {
      b.stubs.actAs("gm");
      b.stubs.fire.updated(blue as never, changed, user);
    }
    await new Promise((r) => setTimeout(r, 20));
    b.stubs.actAs("player1");
  };
  /** Whether the current user's own client lets the change be written. */
  const asks = (changed: object) => b.stubs.fire.preUpdate(blue as never, changed, b.g.game.user!.id);
  const warnings = () => b.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message.split(" ")[0]);
  const { clearEndedMarkers } = await import("../../../../src/rulesets/striker/turn/turn-tracker");
  const turnTo = async (now: object) => {
    b.stubs.actAs("gm");
    await clearEndedMarkers(combat as never, now as never);
    b.stubs.actAs("player1");
  };
  const markers = () => store.readMarkers(blue as never);
  return { ...b, combat, blue, write, asks, warnings, turnTo, markers };
}

describe("a Striker team's suppression, rout and fire records in a battle", () => {
  it("refuses the end of suppression brought forward; one written anyway is put back, and Suppressed stays its time (8.C.4.a)", async () => {
    const t = await setup();
    const early = { system: { suppressedUntil: { turn: 2, phase: "firstFire", step: "a" } } };
    expect(t.asks(early)).toBe(false);
    expect(t.warnings()).toEqual(["STARSKIRMISH.Striker.Kept.endsRefused"]);
    await t.write("player1", early);
    expect(t.blue.system.suppressedUntil).toEqual({ turn: 3, phase: "firstFire", step: "b" });
    expect(t.warnings()).toContain("STARSKIRMISH.Striker.Kept.endsKept");
    await t.turnTo({ turn: 2, phase: "firstFire", step: "c" });
    expect(t.markers()).toEqual({ "str-suppressed": 1 });
    await t.turnTo({ turn: 3, phase: "firstFire", step: "c" });
    expect(t.markers()).toEqual({});
  });

  it("lets the owner's fire record where the turn stands, as the fire action does, and no other place (7.A.4)", async () => {
    const t = await setup();
    expect(t.asks({ flags: { starskirmish: { strFiredAt: { turn: 1, phase: "secondFire", step: "e" } } } })).toBe(false);
    const { markFired } = await import("../../../../src/rulesets/striker/actions/fired-marker");
    await markFired([t.blue as never]);
    expect(t.blue.getFlag("starskirmish", "strFiredAt")).toEqual(NOW);
    // every client sees the fire's own write; the GM's lets it stand
    t.stubs.actAs("gm");
    t.stubs.fire.updated(t.blue as never, { flags: { starskirmish: { strFiredAt: NOW } } }, "player1");
    await new Promise((r) => setTimeout(r, 20));
    expect(t.blue.getFlag("starskirmish", "strFiredAt")).toEqual(NOW);
    await t.write("player1", { flags: { starskirmish: { strFiredAt: { turn: 1, phase: "secondFire", step: "e" } } } });
    expect(t.blue.getFlag("starskirmish", "strFiredAt")).toEqual(NOW);
    expect(t.warnings()).toEqual(["STARSKIRMISH.Striker.Kept.endsRefused", "STARSKIRMISH.Striker.Kept.endsKept"]);
  });

  it("keeps where the team routed for the GM, whose own change stands, as does the owner's once the battle is over (8.C.4.b)", async () => {
    const t = await setup();
    expect(t.asks({ flags: { starskirmish: { strRoutedAt: { turn: 1, phase: "firstFire", step: "b" } } } })).toBe(false);
    await t.write("player1", { flags: { starskirmish: { strRoutedAt: { turn: 1, phase: "firstFire", step: "b" } } } });
    expect(t.blue.getFlag("starskirmish", "strRoutedAt")).toBeUndefined();
    await t.write("gm", { flags: { starskirmish: { strRoutedAt: NOW } } });
    expect(t.blue.getFlag("starskirmish", "strRoutedAt")).toEqual(NOW);
    // the team's other fields no guard keeps stay its owner's (its morale the GM keeps: data/definition.ts)
    expect(t.asks({ system: { notes: "<p>Dug in.</p>" } })).not.toBe(false);
    t.g.game.combats.delete(t.combat.id);
    const after = { flags: { starskirmish: { strRoutedAt: { turn: 0, phase: "", step: "" } } }, system: { suppressedUntil: { turn: 0, phase: "", step: "" } } };
    expect(t.asks(after)).not.toBe(false);
    await t.write("player1", after);
    expect(t.blue.getFlag("starskirmish", "strRoutedAt")).toEqual({ turn: 0, phase: "", step: "" });
    expect(t.blue.system.suppressedUntil).toEqual({ turn: 0, phase: "", step: "" });
  });
});
