// @vitest-environment happy-dom
// StarMarines' sheet facts kept for the GM in a battle (data/definition.ts keptInBattle, through the
// kit's system/turn/kept-sheet.ts), after a real init: a player's raise of a fighting unit's armour,
// Aim or Morale, or of its weapon's damage or range, is put back by the GM's client and the GM told,
// and a weapon a player gives it is taken off; the player's own client refuses both first. The
// unit's notes, a unit out of the battle, a weapon taken off and the GM's own change stand, and a
// swap of weapons (VIII-I), the one rules action that gives a fighting unit weapons, still works as
// the player asks it, the GM's client making it.
import { describe, expect, it, vi } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { pastOwnRefusals } from "../../../helpers/foundry/document";
import type { StandInActor, StandInItem } from "../../../helpers/fake-documents";

const RIFLE = { range: 4, aim: 0, armourPierce: 1, damage: 2 };
const GUN = { name: "Plasma gun", type: "smrWeapon", system: { range: 8, damage: 4 } };

async function setup() {
  const b = await starMarinesBoard([]);
  // the marines' Movement Phase of turn 1, for the swap (VIII-I)
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" } } } });
  b.g.game.combats.set(combat.id, combat as never);
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", race: "starMarines", move: 2, aim: 0, armour: 2, toughness: 1, morale: 3 }) as unknown as StandInActor;
  const reserve = b.unit("Reserve", { kind: "soldier", race: "starMarines", armour: 2 }) as unknown as StandInActor;
  // a wounded comrade of the GM's beside the marine, carrying a better gun
  const comrade = b.unit("Comrade", { kind: "soldier", race: "starMarines", move: 2 }, "gm") as unknown as StandInActor;
  b.weapon(marine, RIFLE, "Rifle");
  b.weapon(reserve, RIFLE, "Rifle");
  b.weapon(comrade, GUN.system, GUN.name);
  const tMarine = b.put(marine, 0, 0, 0, { disposition: 1 });
  const tComrade = b.put(comrade, 0, -1, 0, { disposition: 1 });
  await comrade.toggleStatusEffect("smr-wounded", { active: true });
  combat.addCombatant({ actor: marine, token: tMarine.document } as never);
  combat.addCombatant({ actor: comrade, token: tComrade.document } as never);
  b.stubs.actAs("gm");
  b.stubs.fire.ready();
  await new Promise((r) => setTimeout(r, 20));
  b.stubs.actAs("player1");
  /** What `user`'s client did, seen by that client and then the GM's. `edit` and `give` write past the client's own refusal, as a hostile client does. */
  const seen = async (user: string, fire: () => void) => {
    for (const who of user === "gm" ? ["gm"] : [user, "gm"]) {
      b.stubs.actAs(who);
      fire();
    }
    await new Promise((r) => setTimeout(r, 20));
    b.stubs.actAs("player1");
  };
  const edit = async (user: string, doc: StandInActor | StandInItem, system: Record<string, unknown>) => {
    b.stubs.actAs(user);
    await pastOwnRefusals(() => doc.update({ system }));
    await seen(user, () => b.stubs.fire.updated(doc as never, { system }, user));
  };
  const give = async (user: string, actor: StandInActor, data: object) => {
    b.stubs.actAs(user);
    const [item] = await pastOwnRefusals(() => actor.createEmbeddedDocuments("Item", [data]));
    await seen(user, () => b.stubs.fire.created(item as never, user));
  };
  const rifleOf = (actor: StandInActor) => actor.items.contents.find((i) => i.name === "Rifle") as StandInItem;
  const names = (actor: StandInActor) => actor.items.contents.map((i) => i.name).sort();
  const warnings = () => b.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  return { ...b, combat, marine, reserve, comrade, tComrade, seen, edit, give, rifleOf, names, warnings };
}

const KEPT = (name: string) => `STARSKIRMISH.Turn.sheetKept ${JSON.stringify({ user: "player1", name })}`;
const stats = (actor: StandInActor) => actor.system as unknown as Record<string, unknown>;

describe("a fighting StarMarines unit's sheet facts, kept for the GM", () => {
  it("puts back the armour, Aim and Morale a player raised, and tells the GM (IX-A, IX-B, IX-D)", async () => {
    const t = await setup();
    await t.edit("player1", t.marine, { armour: 9, aim: 3, morale: 12 });
    await vi.waitFor(() => expect(stats(t.marine)).toMatchObject({ armour: 2, aim: 0, morale: 3 }));
    expect(t.warnings()).toEqual([KEPT("Marine")]);
    expect(t.stubs.hooks.errors).toEqual([]);
  });

  it("puts back a weapon's raised damage and range, and takes off a weapon a player gave (IV-h, IX-A)", async () => {
    const t = await setup();
    const rifle = t.rifleOf(t.marine);
    await t.edit("player1", rifle, { damage: 9, range: 20 });
    await vi.waitFor(() => expect(rifle.system).toMatchObject({ damage: 2, range: 4 }));
    await t.give("player1", t.marine, GUN);
    await vi.waitFor(() => expect(t.names(t.marine)).toEqual(["Rifle"]));
    expect(t.warnings()).toEqual([KEPT("Marine"), KEPT("Marine")]);
  });

  it("leaves the notes, a unit out of the battle, a weapon taken off and the GM's own change", async () => {
    const t = await setup();
    await t.edit("player1", t.marine, { notes: "<p>Scarred.</p>" });
    await t.edit("player1", t.reserve, { armour: 5 });
    await t.edit("player1", t.rifleOf(t.reserve), { damage: 5 });
    await t.give("player1", t.reserve, GUN);
    await t.edit("gm", t.marine, { armour: 4 });
    await t.edit("gm", t.rifleOf(t.marine), { damage: 3 });
    const rifle = t.rifleOf(t.marine);
    t.stubs.actAs("player1");
    await t.marine.deleteEmbeddedDocuments("Item", [rifle.id]);
    await t.seen("player1", () => t.stubs.fire.deleted(rifle as never, "player1"));
    expect(stats(t.marine)).toMatchObject({ notes: "<p>Scarred.</p>", armour: 4 });
    expect(t.names(t.marine)).toEqual([]);
    expect(stats(t.reserve).armour).toBe(5);
    expect(t.names(t.reserve)).toEqual(["Plasma gun", "Rifle"]);
    expect(t.warnings()).toEqual([]);
  });

  it("has the player's own client refuse first, naming the unit; the same values written again pass", async () => {
    const t = await setup();
    const rifle = t.rifleOf(t.marine);
    expect(t.stubs.fire.preUpdate(t.marine as never, { system: { armour: 9 } }, "player1")).toBe(false);
    expect(t.stubs.fire.preUpdate(rifle as never, { system: { armourPierce: 5 } }, "player1")).toBe(false);
    // the creation asks preCreateItem on this client, which refuses it: nothing is made
    expect(await t.marine.createEmbeddedDocuments("Item", [GUN])).toEqual([]);
    expect(t.names(t.marine)).not.toContain(GUN.name);
    // a sheet's form submits every field: the kept ones unchanged, the notes changed
    expect(t.stubs.fire.preUpdate(t.marine as never, { system: { armour: 2, aim: 0, notes: "<p>x</p>" } }, "player1")).toBe(true);
    expect(t.stubs.fire.preUpdate(t.reserve as never, { system: { armour: 9 } }, "player1")).toBe(true);
    expect(t.warnings()).toEqual([
      `STARSKIRMISH.Turn.sheetRefused ${JSON.stringify({ name: "Marine" })}`,
      `STARSKIRMISH.Turn.sheetRefused ${JSON.stringify({ name: "Marine" })}`,
      `STARSKIRMISH.Turn.itemRefused ${JSON.stringify({ item: "Plasma gun", name: "Marine" })}`,
    ]);
  });

  it("still swaps weapons with a wounded comrade as the player asks, the GM's client giving them (VIII-I)", async () => {
    const t = await setup();
    t.g.game.user!.targets = new Set([t.tComrade as never]);
    const { swapWeapons } = await import("../../../../src/rulesets/starmarines/actions/swap-weapons");
    expect(await swapWeapons(t.marine as never)).toBe(true);
    // the GM's client made the weapons: every client sees them come
    for (const item of [...t.marine.items.contents, ...t.comrade.items.contents]) await t.seen("gm", () => t.stubs.fire.created(item as never, "gm"));
    await new Promise((r) => setTimeout(r, 20));
    expect(t.names(t.marine)).toEqual(["Plasma gun"]);
    expect(t.names(t.comrade)).toEqual(["Rifle"]);
    expect(t.warnings()).toEqual([]);
    // and the weapon it took is now the one kept: the player may not raise it
    const gun = t.marine.items.contents[0] as StandInItem;
    await t.edit("player1", gun, { damage: 9 });
    await vi.waitFor(() => expect((gun.system as unknown as { damage: number }).damage).toBe(4));
  });
});
