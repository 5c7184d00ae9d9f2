// @vitest-environment happy-dom
// A Starship Marine figure's troop type and experience, kept for the GM in a battle (4.7;
// data/definition.ts keptInBattle, the kit's system/turn/kept-sheet.ts), after a real init: the
// GM's Apply reads both from the sheet, which the figure's owner may write. While the figure is a combatant, a player's own client refuses the
// change, and one written anyway (a hostile client skipping the refusal) is put back by the active
// GM's client and the GM told: a Marine made a Veteran just before it fires then
// misses with its 5 as the Experienced Marine it is (SSM-27). Outside a battle, and for the GM, a
// change stands.
import { describe, expect, it, vi } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { pastOwnRefusals } from "../../../helpers/foundry/document";

async function setup(faces: number[] = []) {
  const t = await starshipMarineDeck(faces);
  const combat = new StandInCombat({ _id: "combat1" });
  t.g.game.combats.set(combat.id, combat as never);
  t.g.game.combat = combat as never;
  const marine = t.figure("marine", "marineScaII");
  const recruit = t.figure("recruit", "marineScaII", "player1");
  const pirate = t.figure("pirate", "crewman", "gm");
  const tMarine = t.canvas.place(marine as never, { x: 50, y: 50 }, { _id: "tMarine" });
  const tPirate = t.canvas.place(pirate as never, { x: 850, y: 50 }, { _id: "tPirate" });
  t.canvas.place(recruit as never, { x: 50, y: 850 }, { _id: "tRecruit" });
  combat.addCombatant({ actor: marine, token: tMarine.document });
  combat.addCombatant({ actor: pirate, token: tPirate.document });
  // the GM's client starts, and notes what it sees
  t.stubs.actAs("gm");
  t.stubs.fire.ready();
  await new Promise((r) => setTimeout(r, 20));
  /** `user`'s client writes the sheet (skipping its own refusal), and every client sees it, the GM's last. */
  const write = async (user: string, actor: typeof marine, system: Record<string, string>) => {
    t.stubs.actAs(user);
    await pastOwnRefusals(() => actor.update(Object.fromEntries(Object.entries(system).map(([k, v]) => [`system.${k}`, v]))));
    t.stubs.fire.updated(actor as never, { system }, user);
    if (user !== "gm") {
      t.stubs.actAs("gm");
      t.stubs.fire.updated(actor as never, { system }, user);
    }
    await new Promise((r) => setTimeout(r, 20));
    t.stubs.actAs("player1");
  };
  const warnings = () => t.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  /** The sheet's class as stored now. */
  const sheet = (actor: typeof marine) => actor.system as unknown as { troopType: string; experience: string };
  return { ...t, combat, marine, recruit, pirate, tPirate, write, warnings, sheet };
}

const KEPT = (name: string) => `STARSKIRMISH.Turn.sheetKept ${JSON.stringify({ user: "player1", name })}`;

describe("a figure's troop type and experience, kept for the GM in a battle (4.7)", () => {
  it("puts back a Marine made a Veteran just before it fires: its 5 then misses, as an Experienced Marine's does (SSM-27)", async () => {
    const t = await setup([5]);
    await t.write("player1", t.marine, { experience: "veteran" });
    await vi.waitFor(() => expect(t.sheet(t.marine).experience).toBe("experienced"));
    expect(t.warnings()).toEqual([KEPT("marine")]);
    t.g.game.user!.targets = new Set([t.tPirate as never]);
    t.stubs.dialogs.answer({});
    const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
    await fireFigure(t.marine as never);
    const card = t.cards.messages.at(-1)!;
    // an SCA II at 20 cm needs 6: the 5 misses, with nothing to apply
    expect(card.system.payload).toMatchObject({ firer: { experience: "experienced" } });
    expect(card.system.targets).toEqual([]);
    expect(await t.markersOf(t.pirate)).toEqual({});
  });

  it("puts back a crewman hit turned an armoured Marine before the GM's Apply, which then lands the hit (3.5)", async () => {
    const t = await setup([6]);
    t.g.game.user!.targets = new Set([t.tPirate as never]);
    t.stubs.dialogs.answer({});
    const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
    await fireFigure(t.marine as never);
    const card = t.cards.messages.at(-1)!;
    expect(card.system.targets.map((x) => x.key)).toEqual(["tPirate"]);
    // the pirate's owner is a player here
    t.pirate.ownership = { default: 0, player1: 3 };
    await t.write("player1", t.pirate, { troopType: "marineScaII" });
    await vi.waitFor(() => expect(t.sheet(t.pirate).troopType).toBe("crewman"));
    expect(await applyAs("gm", card.id, "tPirate")).toEqual({ ok: true });
    expect(await t.markersOf(t.pirate)).toEqual({ "ssm-casualty": 1 });
  });

  it("leaves a change outside a battle, and the GM's own change in one", async () => {
    const t = await setup();
    await t.write("player1", t.recruit, { experience: "veteran", troopType: "marineScaIII" });
    expect([t.sheet(t.recruit).experience, t.sheet(t.recruit).troopType]).toEqual(["veteran", "marineScaIII"]);
    await t.write("gm", t.marine, { experience: "seasoned" });
    expect(t.sheet(t.marine).experience).toBe("seasoned");
    expect(t.warnings()).toEqual([]);
  });

  it("refuses a player's change of a combatant's class on the player's own client, not another field or an idle figure's", async () => {
    const t = await setup();
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preUpdate(t.marine as never, { system: { experience: "veteran" } }, "player1")).toBe(false);
    expect(t.warnings()).toEqual([`STARSKIRMISH.Turn.sheetRefused ${JSON.stringify({ name: "marine" })}`]);
    expect(t.stubs.fire.preUpdate(t.marine as never, { system: { troopType: "marineScaII" } }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(t.marine as never, { system: { wounded: true } }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(t.recruit as never, { system: { experience: "veteran" } }, "player1")).not.toBe(false);
    t.stubs.actAs("gm");
    expect(t.stubs.fire.preUpdate(t.marine as never, { system: { troopType: "truc" } }, "gm")).not.toBe(false);
    expect(t.warnings()).toHaveLength(1);
  });
});
