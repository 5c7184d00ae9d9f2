// @vitest-environment happy-dom
// The Repair Phase (VII.7, IX-B, SMR-19) after a real init: entering it, a large stunned vehicle rolls
// its own die and un-stuns on a 6; the card offers each Doctor's and Fixer's repair on its side, which
// only the GM confirms.
import { describe, expect, it } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { pressCardButton } from "../../../helpers/card-buttons";
import { repairOptions } from "../../../../src/rulesets/starmarines/view/repair-phase";

async function setup(faces: number[]) {
  const b = await starMarinesBoard(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "combat" } } } });
  b.g.game.combat = combat as never;
  const tank = b.unit("Tank", { kind: "vehicle", size: "large" });
  const doc = b.unit("Doc", { kind: "soldier", role: "doctor" });
  const hurt = b.unit("Hurt", { kind: "soldier" });
  const enemy = b.unit("Enemy", { kind: "soldier" }, "gm");
  for (const [a, q, side] of [[tank, 0, 1], [doc, 1, 1], [hurt, 2, 1], [enemy, 4, -1]] as const) combat.addCombatant({ actor: a, token: b.put(a, q, 0, 0, { disposition: side }).document });
  b.stubs.actAs("gm");
  const store = await import("../../../../src/system/markers/marker-store");
  const mark = (a: unknown, m: string) => store.adjustMarker(a as never, store.markerDefinition(m)!, 1);
  await mark(tank, "smr-vehicleStunned");
  await mark(tank, "smr-vehicleDisarmed");
  await mark(hurt, "smr-wounded");
  await mark(enemy, "smr-wounded");
  const { SMR_TURN_BINDING } = await import("../../../../src/rulesets/starmarines/turn/turn-tracker");
  const { advanceTurn } = await import("../../../../src/system/turn/turn-advance");
  return { ...b, tank, hurt, enemy, next: () => advanceTurn(combat as never, SMR_TURN_BINDING) };
}

describe("the Repair Phase (VII.7)", () => {
  it("un-stuns a large vehicle on its own 6 as the phase begins", async () => {
    const t = await setup([6]);
    await t.next();
    expect(await t.markersOf(t.tank)).toEqual({ "smr-vehicleDisarmed": 1 });
    expect(t.cards.messages.at(-1)!.content).toMatch(/no longer stunned/);
  });

  it("offers the Doctor's healing on his side only, and the GM alone confirms it", async () => {
    const t = await setup([2]);
    await t.next();
    const card = t.cards.messages.at(-1)!;
    expect(await t.markersOf(t.tank)).toMatchObject({ "smr-vehicleStunned": 1 });
    expect(card.content).toMatch(/Doc heals Hurt/);
    expect(card.content).not.toMatch(/heals Enemy/);
    t.stubs.actAs("player1");
    await pressCardButton(card, "smrRepair", { uuid: t.hurt.uuid, repair: "wounded" });
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarMarines.Repair.gmOnly");
    expect(await t.markersOf(t.hurt)).toEqual({ "smr-wounded": 1 });
    t.stubs.actAs("gm");
    await pressCardButton(card, "smrRepair", { uuid: t.hurt.uuid, repair: "wounded" });
    expect(await t.markersOf(t.hurt)).toEqual({});
  });
});

describe("a hostile player's repair card (SMR-19)", () => {
  it("repairs nothing from a repair card a player posted, though the GM presses its button", async () => {
    const t = await setup([]);
    t.stubs.actAs("player1");
    const own = await t.post({ type: "card", content: "<p>Repair</p>", system: { kind: "smrRepair", ruleSet: "starmarines", actorUuid: "", answers: "", payload: {}, targets: [] } });
    t.stubs.actAs("gm");
    await pressCardButton(own as never, "smrRepair", { uuid: t.hurt.uuid, repair: "wounded" });
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarMarines.Repair.notFromGm");
    expect(await t.markersOf(t.hurt)).toEqual({ "smr-wounded": 1 });
  });
});

describe("repair options (SMR-19)", () => {
  it("lets a Fixer repair each damage of his side's vehicles, and a wounded Doctor or Fixer nothing", () => {
    const units = [
      { uuid: "f", name: "Fixer", side: 1, role: "fixer" as const, wounded: false, damage: [] },
      { uuid: "v", name: "Tank", side: 1, role: "other" as const, wounded: false, damage: ["stunned", "crippled"] as const },
      { uuid: "d", name: "Doc", side: 1, role: "doctor" as const, wounded: true, damage: [] },
    ];
    expect(repairOptions(units).map((o) => [o.by, o.name, o.repair])).toEqual([["Fixer", "Tank", "stunned"], ["Fixer", "Tank", "crippled"]]);
  });
});
