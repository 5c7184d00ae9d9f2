// @vitest-environment happy-dom
// Guided weapons at the table (Starship Marine 2.5, 3.10, SSM-10, SSM-19, SSM-27), against the v13
// stand-ins after a real init: a close support robot fires round a corner at a target a Marine sees;
// the spotter's Veteran +1 and the target's ECM count; the range is never shorter than the straight
// line; one missile a launcher a move; the GM checks the spotter, the board and the launcher's own
// sheet again at Apply.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starshipMarineDeck } from "../../../helpers/starship-marine-deck";
import { StandInCombat } from "../../../helpers/foundry/combat";

// 100 px is 2.5 cm. A wall down x = 500 from y = 0 to 600 hides the pirate from the robot.
async function deck(faces: number[], spotterSystem: object = { experience: "veteran" }) {
  const d = await starshipMarineDeck(faces);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 2, phase: "g" } } } });
  d.g.game.combat = combat;
  d.canvas.scene.addWall({ c: [500, 0, 500, 600] });
  const csr = d.figure("CSR 1", "closeSupportRobot");
  const tCsr = d.canvas.place(csr as never, { x: 100, y: 100 }, { _id: "tCsr", disposition: 1 });
  const spotter = d.figure("Kell", "marineScaII", "player1", spotterSystem);
  const tSpotter = d.canvas.place(spotter as never, { x: 700, y: 900 }, { _id: "tKell", disposition: 1 });
  const pirate = d.figure("Pirate", "crewman", "gm");
  // 1,200 px right of the robot: 30 cm in a straight line, through the wall
  const tPirate = d.canvas.place(pirate as never, { x: 1300, y: 100 }, { _id: "tPirate", disposition: -1 });
  d.stubs.actAs("player1");
  d.g.game.user!.targets = new Set([tPirate as never]);
  const { fireFigure } = await import("../../../../src/rulesets/starship-marine/actions/fire");
  return { ...d, combat, csr, tCsr, spotter, tSpotter, pirate, tPirate, fire: () => fireFigure(csr as never) };
}

describe("guided weapons (3.10)", () => {
  it("fires round the wall at a target the Marine sees: 30 cm needs 5 (unarmoured 16-40), a 4 + 1 Veteran spotter hits", async () => {
    const t = await deck([4]);
    t.stubs.dialogs.answer({ spotter: "tKell", rangeCm: "30" });
    await t.fire();
    const card = t.cards.messages[0]!;
    expect(card.system.kind).toBe("ssmApgw");
    expect(card.system.payload).toMatchObject({ weapon: "closeSupportApgw", rangeCm: 30, firer: { marine: true, experience: "veteran" }, spotter: { tokenId: "tKell", name: "Kell" }, move: 2 });
    expect(card.content).toContain("Spotted by Kell");
    expect(card.system.targets).toEqual([expect.objectContaining({ key: "tPirate", markers: { "ssm-casualty": 1 } })]);
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: true });
    expect(await t.markersOf(t.pirate)).toEqual({ "ssm-casualty": 1 });
  });

  it("takes -1 for a target with ECM (SSM-10): the same 4 + 1 - 1 misses", async () => {
    const t = await deck([4]);
    t.stubs.dialogs.answer({ spotter: "tKell", ecm: true });
    await t.fire();
    expect(t.cards.messages[0]!.system.targets).toEqual([]);
  });

  it("never reads the range shorter than the straight line from the launcher (SSM-19); a longer route is kept, and one past 100 cm is out of reach", async () => {
    const t = await deck([4]);
    t.stubs.dialogs.answer({ spotter: "tKell", rangeCm: "5" });
    await t.fire();
    expect(t.cards.messages[0]!.system.payload.rangeCm).toBe(30);
    const long = await deck([4]);
    long.stubs.dialogs.answer({ spotter: "tKell", rangeCm: "45" });
    await long.fire();
    expect(long.cards.messages[0]!.system.payload.rangeCm).toBe(45);
    // Table 3.5: the APGW line needs 5 over 40 cm too, so 4 + 1 still hits
    expect(long.cards.messages[0]!.system.targets).toHaveLength(1);
    const far = await deck([4]);
    far.stubs.dialogs.answer({ spotter: "tKell", rangeCm: "104" });
    await far.fire();
    expect(far.stubs.notes.at(-1)).toMatch(/^STARSKIRMISH.StarshipMarine.Fire.outOfReach.*104/);
    expect(far.cards.messages).toEqual([]);
  });

  it("needs a spotter who sees the target: none when the only Marine is behind the wall", async () => {
    const t = await deck([]);
    t.tSpotter.center = { x: 100, y: 300 };
    await t.fire();
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Apgw.noSpotter");
    expect(t.cards.messages).toEqual([]);
  });

  it("fires one missile a launcher a move: the second is refused on the player's side, and a second card is refused at Apply", async () => {
    const t = await deck([9, 9]);
    t.stubs.dialogs.answer({ spotter: "tKell" });
    await t.fire();
    await t.fire();
    expect(t.stubs.notes.at(-1)).toBe("STARSKIRMISH.StarshipMarine.Apgw.oneMissile");
    const first = t.cards.messages[0]!;
    const copy = await t.post({ type: "card", rolls: first.rolls, system: structuredClone(first.system) });
    expect(await applyAs("player1", copy.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Apgw.oneMissile" });
    expect(await applyAs("player1", first.id, "tPirate")).toEqual({ ok: true });
  });

  it("refuses at Apply a spotter who has fallen or cannot see, or an experience the sheet does not give", async () => {
    const t = await deck([9]);
    t.stubs.dialogs.answer({ spotter: "tKell" });
    await t.fire();
    const card = t.cards.messages[0]!;
    t.tSpotter.center = { x: 100, y: 300 };
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Apgw.spotterCannotSee" });
    t.tSpotter.center = { x: 700, y: 900 };
    await t.spotter.update({ system: { experience: "experienced" } });
    expect(await applyAs("player1", card.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.boardChanged" });
    expect(await t.markersOf(t.pirate)).toEqual({});
  });

  it("refuses at Apply a second missile posted for the spotter, a Marine who carries no APGW (2.5, 3.10)", async () => {
    const t = await deck([9]);
    t.stubs.dialogs.answer({ spotter: "tKell" });
    await t.fire();
    const first = t.cards.messages[0]!;
    // the same missile again, as if the Marine had launched it: a launcher of its own, first this move
    const copy = await t.post({ type: "card", rolls: first.rolls, system: { ...structuredClone(first.system), actorUuid: t.spotter.uuid } });
    expect(await applyAs("player1", copy.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Fire.actorChanged" });
    expect(await t.markersOf(t.pirate)).toEqual({});
  });

  it("refuses at Apply a missile from an earlier move", async () => {
    const t = await deck([9]);
    t.stubs.dialogs.answer({ spotter: "tKell" });
    await t.fire();
    t.combat.flags = { starskirmish: { ssmPosition: { turn: 3, phase: "a" } } };
    expect(await applyAs("player1", t.cards.messages[0]!.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Apgw.notThisMove" });
  });

  it("counts ECM from the board: a friend of the target within 10 cm carries a pack, so the -1 stands whatever the box says (SSM-10)", async () => {
    const t = await deck([4]);
    const mate = t.figure("Mate", "crewman", "gm");
    // 200 px (5 cm) from the pirate, on his side
    t.canvas.place(mate as never, { x: 1300, y: 300 }, { _id: "tMate", disposition: -1 });
    await (mate as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> }).createEmbeddedDocuments("Item", [{ name: "ECM pack", type: "ssmGear", system: { kind: "equipment", ecm: true } }]);
    t.stubs.dialogs.answer({ spotter: "tKell", ecm: false });
    await t.fire();
    const card = t.cards.messages[0]!;
    const payload = card.system.payload as { target: Record<string, unknown> } & Record<string, unknown>;
    expect(payload.target.ecm).toBe(true);
    expect(card.system.targets).toEqual([]);
    const rendered = t.stubs.rendered.filter((r) => r.path.endsWith("dialogs/fire.hbs")).at(-1)!;
    expect((rendered.context as { ecmFromBoard: boolean }).ecmFromBoard).toBe(true);
    // a card of the next move that leaves the ECM out is refused at Apply
    t.combat.flags = { starskirmish: { ssmPosition: { turn: 3, phase: "g" } } };
    const forged = await t.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload: { ...structuredClone(payload), move: 3, target: { ...structuredClone(payload.target), ecm: false } }, targets: [{ key: "tPirate", actorUuid: t.pirate.uuid, name: "Pirate", markers: { "ssm-casualty": 1 }, data: { hits: 1 }, applied: false }] } });
    expect(await applyAs("player1", forged.id, "tPirate")).toEqual({ ok: false, reason: "STARSKIRMISH.StarshipMarine.Apgw.ecmOnBoard" });
  });
});
