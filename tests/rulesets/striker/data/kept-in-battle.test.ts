// @vitest-environment happy-dom
// What Striker II keeps of a fighting team's sheet and items for the GM (data/definition.ts
// keptInBattle, through system/turn/kept-sheet.ts), after a real init: the morale value, initiative,
// leader and counter box the GM's checks read at Apply (8.C.1, 8.A.1.b.2.a.i, 8.B.6, 3.A.1), the
// columns of a weapon a fire card is held to (8.A, WEAPONS) and the armour of a trooper's item (8.B,
// STR-5). A player's own client refuses changing them or giving the team a weapon; one written anyway
// is put back, or the weapon taken off, by the active GM's client. What the owner spends in play
// stands: a rifle grenade's rounds fired, and a weapon's notes; rounds raised by hand do not.
import { describe, expect, it } from "vitest";
import { keptBoard } from "../kept-writes";
import { fire } from "../actions/fire-board";
import type { StandInItem } from "../../../helpers/fake-documents";

type Row = { bands: { penetration: number }[]; damage: number };
const rowsOf = (item: StandInItem | undefined) => (item?.system as unknown as { ammo: Row[] }).ammo;

describe("a fighting Striker team's rules figures, kept for the GM", () => {
  it("puts back a weapon's penetration and an armour item's value a player raised, and tells the GM (8.A, 8.B, STR-5)", async () => {
    const t = await keptBoard();
    const acr = t.firer.items.get("w1") as StandInItem;
    const flak = t.target.items.get("a1") as StandInItem;
    const rows = rowsOf(acr);
    const sharper = rows.map((r) => ({ ...r, bands: r.bands.map((b) => ({ ...b, penetration: 9 })) }));
    // its SET UP likewise (6.D.1): an HMG's written down to 0 would fire, and move, unset
    await t.forced("player1", () => acr.update({ system: { ammo: sharper, crew: 1, singleUse: true, setUp: 3 } }));
    await t.forced("player1", () => flak.update({ system: { value: 12, form: "plain" } }));
    expect(rowsOf(acr)).toEqual(rows);
    expect((acr.system as unknown as { singleUse: boolean }).singleUse).toBe(false);
    expect((acr.system as unknown as { setUp: number }).setUp).toBe(0);
    expect((flak.system as unknown as { value: number }).value).toBe(3);
    expect(t.warnings()).toEqual(["STARSKIRMISH.Turn.sheetKept", "STARSKIRMISH.Turn.sheetKept"]);
  });

  it("puts back the morale, initiative, leader and counter box a player changed on a fighting team (8.C.1, 8.A.1.b.2.a.i, 8.B.6, 3.A.1)", async () => {
    const t = await keptBoard();
    await t.forced("player1", () => t.target.update({ system: { morale: { value: 12 }, initiative: "high", leader: "officer", counter: true, notes: "<p>dug in</p>" } }));
    const s = t.target.system;
    expect([s.morale.value, s.initiative, s.leader, s.counter, s.notes]).toEqual([5, "low", "none", false, "<p>dug in</p>"]);
    expect(t.warnings()).toEqual(["STARSKIRMISH.Turn.sheetKept"]);
  });

  it("takes off a weapon a player gave a fighting team (8.A)", async () => {
    const t = await keptBoard();
    const gun = { name: "Gauss Rifle", type: "strWeapon", system: { table: "slugThrower" } };
    await t.forced("player1", () => t.firer.createEmbeddedDocuments("Item", [gun as never]));
    expect(t.firer.items.map((i) => i.name).sort()).toEqual(["7mm ACR", "HE Hand Grenade (TL 11)"]);
    expect(t.warnings()).toEqual(["STARSKIRMISH.Turn.sheetKept"]);
  });

  it("refuses on the player's own client a better morale, a sharper weapon or a weapon given; lets the notes through", async () => {
    const t = await keptBoard();
    const acr = t.firer.items.get("w1") as StandInItem;
    expect(t.stubs.fire.preUpdate(t.firer as never, { system: { morale: { value: 9 } } }, "player1")).toBe(false);
    const gyro = (acr.system as unknown as { gyrostabilised: boolean }).gyrostabilised;
    expect(t.stubs.fire.preUpdate(acr as never, { system: { gyrostabilised: !gyro } }, "player1")).toBe(false);
    const [given] = await t.firer.createEmbeddedDocuments("Item", [{ name: "Gauss Rifle", type: "strWeapon" } as never]);
    expect(given).toBeUndefined();
    expect(t.stubs.fire.preUpdate(acr as never, { system: { description: "<p>scratched</p>", gyrostabilised: gyro } }, "player1")).toBe(true);
    expect(t.stubs.fire.preUpdate(t.firer as never, { system: { notes: "<p>x</p>", morale: { value: 7 } } }, "player1")).toBe(true);
    expect(t.warnings()).toEqual(["STARSKIRMISH.Turn.sheetRefused", "STARSKIRMISH.Turn.sheetRefused", "STARSKIRMISH.Turn.itemRefused"]);
  });

  it("lets the player's fire count a rifle grenade's rounds down (rifle grenade notes)", async () => {
    const t = await keptBoard([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const { rifleGrenadeItem } = await import("../../../../src/rulesets/striker/data/grenade-items");
    const { RIFLE_GRENADES } = await import("../../../../src/rulesets/striker/rules/index");
    const rg = rifleGrenadeItem(RIFLE_GRENADES.find((g) => g.id === "rifleGrenadeRam10")!).system;
    // given before the battle, as the GM's own write
    t.combat.combatants.clear();
    await t.honest("player1", () => t.firer.createEmbeddedDocuments("Item", [{ _id: "rg", name: "4cm RAM RG", type: "strWeapon", system: { ...rg, rounds: 2 } } as never], { keepId: true }));
    await t.honest("player1", () => t.firer.update({ system: { troopers: t.firer.system.troopers.map((x, i) => ({ ...x, grenadeItem: i === 0 ? "rg" : "" })) } }));
    t.combat.addCombatant({ actor: t.firer, token: t.firerToken.document } as never);
    t.answer({ weapon: "4cm RAM RG", ammo: "HE", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" });
    await t.honest("player1", fire);
    expect(t.messages).toHaveLength(1);
    expect((t.firer.items.get("rg")!.system as unknown as { rounds: number }).rounds).toBe(1);
    expect(t.warnings().filter((w) => w.startsWith("STARSKIRMISH.Turn."))).toEqual([]);
  });

  it("refuses and puts back a rifle grenade's rounds a player raised by hand, and lets rounds spent stand (rifle grenade notes)", async () => {
    const t = await keptBoard();
    const acr = t.firer.items.get("w1") as StandInItem;
    const rounds = () => (acr.system as unknown as { rounds: number }).rounds;
    t.stubs.actAs("gm");
    await acr.update({ system: { rounds: 3 } });
    t.stubs.fire.updated(acr as never, { system: { rounds: 3 } }, "gm");
    // the player's own client refuses more rounds, not the same or fewer
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preUpdate(acr as never, { system: { rounds: 9 } }, "player1")).toBe(false);
    expect(t.stubs.fire.preUpdate(acr as never, { system: { rounds: 3 } }, "player1")).toBe(true);
    expect(t.stubs.fire.preUpdate(acr as never, { system: { rounds: 1 } }, "player1")).toBe(true);
    // written anyway, the GM's client puts the count back; one spent stands and is the new count
    await t.forced("player1", () => acr.update({ system: { rounds: 9 } }));
    expect(rounds()).toBe(3);
    await t.forced("player1", () => acr.update({ system: { rounds: 2 } }));
    expect(rounds()).toBe(2);
    await t.forced("player1", () => acr.update({ system: { rounds: 3 } }));
    expect(rounds()).toBe(2);
    expect(t.warnings()).toEqual(["STARSKIRMISH.Turn.sheetRefused", "STARSKIRMISH.Turn.sheetKept", "STARSKIRMISH.Turn.sheetKept"]);
  });
});
