// @vitest-environment happy-dom
// A Marine's "Fighting wounded" box, which only the GM clears in a battle (turn/wounded-guard.ts,
// 4.6), after a real init. The rules read the box, and it and the Wounded marker (kept by the kit,
// rules/markers.ts) follow each other: while the Marine is a combatant, a player's own client
// refuses the box cleared, and one cleared anyway (a hostile client skipping the refusal) is ticked
// again by the active GM's client and the GM told, while the kit keeps the marker on. The Marine
// then fires at -2 and moves at half speed, as wounded. Ticking the box, a change outside a battle
// and the GM's own change stand.
import { describe, expect, it, vi } from "vitest";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { pastOwnRefusals } from "../../../helpers/foundry/document";

async function setup(faces: number[] = []) {
  const t = await starshipMarineDeck(faces);
  const combat = new StandInCombat({ _id: "combat1" });
  t.g.game.combats.set(combat.id, combat as never);
  t.g.game.combat = combat as never;
  const kell = t.figure("Kell", "marineScaII", "player1", { wounded: true });
  const ng = t.figure("Ng", "marineScaII", "player1", { wounded: true });
  const pirate = t.figure("pirate", "crewman", "gm");
  const tKell = t.canvas.place(kell as never, { x: 50, y: 50 }, { _id: "tKell" });
  const tPirate = t.canvas.place(pirate as never, { x: 850, y: 50 }, { _id: "tPirate" });
  t.canvas.place(ng as never, { x: 50, y: 850 }, { _id: "tNg" });
  combat.addCombatant({ actor: kell, token: tKell.document });
  combat.addCombatant({ actor: pirate, token: tPirate.document });
  const store = await import("../../../../src/system/markers/marker-store");
  for (const marine of [kell, ng]) {
    await store.setMarkerCount(marine as never, store.markerDefinition("ssm-wounded")!, 1);
  }
  // the GM's client starts, and notes what it sees
  t.stubs.actAs("gm");
  t.stubs.fire.ready();
  await new Promise((r) => setTimeout(r, 20));
  /** `user`'s client writes the box (skipping its own refusal), and every client sees it, the GM's last. */
  const write = async (user: string, actor: typeof kell, wounded: boolean) => {
    t.stubs.actAs(user);
    await pastOwnRefusals(() => actor.update({ "system.wounded": wounded } as never));
    t.stubs.fire.updated(actor as never, { system: { wounded } }, user);
    if (user !== "gm") {
      t.stubs.actAs("gm");
      t.stubs.fire.updated(actor as never, { system: { wounded } }, user);
    }
    await new Promise((r) => setTimeout(r, 20));
    t.stubs.actAs("player1");
  };
  const warnings = () => t.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  const box = (actor: typeof kell) => (actor.system as unknown as { wounded: boolean }).wounded;
  return { ...t, combat, kell, ng, pirate, tPirate, write, warnings, box };
}

describe("a Marine's Fighting wounded box, kept for the GM in a battle (4.6)", () => {
  it("ticks again a box a player cleared in a battle, the marker staying on, and the Marine fires as wounded (-2)", async () => {
    const t = await setup([7]);
    await t.write("player1", t.kell, false);
    await vi.waitFor(() => expect(t.box(t.kell)).toBe(true));
    expect(await t.markersOf(t.kell)).toEqual({ "ssm-wounded": 1 });
    expect(t.warnings()).toContain(`STARSKIRMISH.StarshipMarine.Profile.woundKept ${JSON.stringify({ user: "player1", name: "Kell" })}`);
    t.g.game.user!.targets = new Set([t.tPirate as never]);
    t.stubs.dialogs.answer({});
    const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
    await fireFigure(t.kell as never);
    // an SCA II at 20 cm needs 6 (3.5): the 7 would hit, but 4.6's -2 on a wounded Marine's fire makes it miss
    expect(t.cards.messages.at(-1)!.system.payload).toMatchObject({ firer: { wounded: true } });
    expect(t.cards.messages.at(-1)!.system.targets).toEqual([]);
  });

  it("refuses the box cleared on the player's own client, not the box ticked, an idle Marine's or the GM's", async () => {
    const t = await setup();
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preUpdate(t.kell as never, { system: { wounded: false } }, "player1")).toBe(false);
    expect(t.warnings()).toEqual([`STARSKIRMISH.StarshipMarine.Profile.woundRefused ${JSON.stringify({ name: "Kell" })}`]);
    expect(t.stubs.fire.preUpdate(t.kell as never, { system: { experience: "experienced" } }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(t.ng as never, { system: { wounded: false } }, "player1")).not.toBe(false);
    t.stubs.actAs("gm");
    expect(t.stubs.fire.preUpdate(t.kell as never, { system: { wounded: false } }, "gm")).not.toBe(false);
    expect(t.warnings()).toHaveLength(1);
  });

  it("lets the box be cleared outside a battle and by the GM in one, the marker following on that client", async () => {
    const t = await setup();
    await t.write("player1", t.ng, false);
    expect(t.box(t.ng)).toBe(false);
    await vi.waitFor(async () => expect(await t.markersOf(t.ng)).toEqual({}));
    await t.write("gm", t.kell, false);
    expect(t.box(t.kell)).toBe(false);
    expect(t.warnings()).toEqual([]);
  });

  it("lets a player tick the box of a Marine in a battle: a wound only hinders its Marine", async () => {
    const t = await setup();
    const recruit = t.figure("Recruit", "marineScaII");
    t.combat.addCombatant({ actor: recruit });
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preUpdate(recruit as never, { system: { wounded: true } }, "player1")).not.toBe(false);
    await t.write("player1", recruit, true);
    expect(t.box(recruit)).toBe(true);
    await vi.waitFor(async () => expect(await t.markersOf(recruit)).toEqual({ "ssm-wounded": 1 }));
    expect(t.warnings()).toEqual([]);
  });
});
