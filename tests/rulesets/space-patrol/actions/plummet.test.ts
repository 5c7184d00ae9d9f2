// @vitest-environment happy-dom
// A wrecked aircraft plummets (Guide 6.15) on stand-ins after a real init: the Wrecked marker on a
// flying vehicle posts one card on the GM's client listing the crew with their parachutes and flying
// belts; a crewman's owner gets him out with his device or spends a Space Hero Point (Plot Armor),
// each once; the GM's Crash kills the rest with core's defeated status, once; a ground vehicle's
// wreck posts nothing, and a player cannot crash the aircraft.
import { describe, expect, it, vi } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { pressCardButton } from "../../../helpers/card-buttons";
import type { PlummetCardContext, PlummetCrashContext } from "../../../../src/rulesets/space-patrol/view/plummet-card";

const KEY = "STARSKIRMISH.SpacePatrol.Plummet";
const GM_ONLY = { default: 0 };

async function setup(vehicleType: "flying" | "wheeled" = "flying", flyingMarker = false) {
  const t = await spaceBoard();
  const chute = t.item("device", "chute", { kind: "parachute" });
  const ace = t.patrolman("Actor.ace", "Ace <i>Rana</i>", { airPilot: 2 }, [chute]);
  const kade = t.patrolman("Actor.kade", "Kade", {});
  await (kade as unknown as { update(d: object): Promise<unknown> }).update({ system: { heroPoints: { value: 1, max: 2 } } });
  const gunner = t.npc("Actor.gunner", "Gunner Vex");
  gunner.ownership = GM_ONLY;
  const skiff = t.vehicle("Actor.skiff", "Sky Skiff", {
    vehicleType,
    crew: [
      { role: "driver", actorUuid: ace.uuid, actorName: "Ace" },
      { role: "gunner", actorUuid: gunner.uuid, actorName: "Vex" },
      { role: "passenger", actorUuid: kade.uuid, actorName: "Kade" },
      { role: "passenger", actorUuid: "", actorName: "" },
    ],
  });
  if (flyingMarker) await t.mark(skiff, "sp-vehicle-flying", 1);
  const { DEAD_STATUS } = await import("../../../../src/system/markers/status-effects");
  const dead = (a: { effects: Iterable<unknown> }) => [...a.effects].some((e) => (e as { statuses: Set<string> }).statuses.has(DEAD_STATUS.id));
  const plummetCard = () => t.messages.find((m) => m.system.kind === "spPlummet");
  /** Wrecks the vehicle and fires createActiveEffect as v13 does on the GM's client. */
  const wreck = async () => {
    t.asUser("gm");
    const before = new Set(skiff.effects.map((e) => e.id));
    await t.mark(skiff, "sp-vehicle-wrecked", 1);
    const created = skiff.effects.find((e) => !before.has(e.id));
    if (created) t.stubs.fire.created(created, "gm");
  };
  return { ...t, ace, kade, gunner, skiff, dead, plummetCard, wreck };
}

describe("a wrecked aircraft plummets (Guide 6.15)", () => {
  it("lists the crew with their parachutes and flying belts once the Wrecked marker lands", async () => {
    const t = await setup();
    await t.wreck();
    await vi.waitFor(() => expect(t.plummetCard()).toBeDefined());
    const context = t.card<PlummetCardContext>("cards/plummet.hbs");
    expect(context.turns).toBe(1);
    expect(context.rows.map((r) => [r.name, r.canEscape, r.deviceLabel.split(".").at(-1)])).toEqual([
      ["Ace <i>Rana</i>", true, "parachute"],
      ["Gunner Vex", false, "none"],
      ["Kade", false, "none"],
    ]);
    expect(String(t.plummetCard()!.content)).toContain("Ace &lt;i&gt;Rana&lt;/i&gt;");
  });

  it("the owners get out and spend a point; the GM's Crash kills the one who did neither, once", async () => {
    const t = await setup("wheeled", true);
    await t.wreck();
    await vi.waitFor(() => expect(t.plummetCard()).toBeDefined());
    t.asUser("player1");
    await pressCardButton(t.plummetCard()!, "spPlummetEscape", { targetKey: "ace" });
    expect(t.messages.at(-1)!.system.kind).toBe("spPlummetChoice");
    await pressCardButton(t.plummetCard()!, "spPlummetSpend", { targetKey: "ace" });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Error.alreadyRolled");
    await pressCardButton(t.plummetCard()!, "spPlummetSpend", { targetKey: "kade" });
    expect((t.kade.system as { heroPoints: { value: number } }).heroPoints.value).toBe(0);
    // a player may not speak for the GM's gunner, nor crash the aircraft
    await pressCardButton(t.plummetCard()!, "spPlummetSpend", { targetKey: "gunner" });
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Error.notYourActor");
    await pressCardButton(t.plummetCard()!, "spPlummetCrash");
    expect(t.notes.at(-1)).toBe(`${KEY}.refused.gmOnly`);
    t.asUser("gm");
    await pressCardButton(t.plummetCard()!, "spPlummetCrash");
    expect([t.dead(t.ace), t.dead(t.kade), t.dead(t.gunner)]).toEqual([false, false, true]);
    expect(t.card<PlummetCrashContext>("cards/plummet-crash.hbs")).toMatchObject({ killed: 1, rows: [{ name: "Ace <i>Rana</i>", fate: "saved" }, { name: "Gunner Vex", fate: "killed" }, { name: "Kade", fate: "saved" }] });
    const cards = t.messages.length;
    await pressCardButton(t.plummetCard()!, "spPlummetCrash");
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.Error.alreadyRolled");
    // after the crash nobody gets out
    await pressCardButton(t.plummetCard()!, "spPlummetSpend", { targetKey: "gunner" });
    expect(t.notes.at(-1)).toBe(`${KEY}.refused.crashed`);
    expect(t.messages.length).toBe(cards);
  });

  it("refuses an escape without a device and a point the crewman does not have", async () => {
    const t = await setup();
    await t.wreck();
    await vi.waitFor(() => expect(t.plummetCard()).toBeDefined());
    await pressCardButton(t.plummetCard()!, "spPlummetEscape", { targetKey: "kade" });
    expect(t.notes.at(-1)).toBe(`${KEY}.refused.noDevice`);
    await pressCardButton(t.plummetCard()!, "spPlummetSpend", { targetKey: "gunner" });
    expect(t.notes.at(-1)).toBe(`${KEY}.refused.noPoints`);
    // refused before the claim: he may still choose
    await pressCardButton(t.plummetCard()!, "spPlummetSpend", { targetKey: "kade" });
    expect(t.messages.at(-1)!.system.kind).toBe("spPlummetChoice");
  });

  it("a ground vehicle's wreck just stops: no card", async () => {
    const t = await setup("wheeled");
    await t.wreck();
    await new Promise((r) => setTimeout(r, 20));
    expect(t.plummetCard()).toBeUndefined();
  });
});
