// @vitest-environment happy-dom
// The Space Patrol! sheet facts the GM keeps in a battle (data/definition.ts keptInBattle, kept by
// system/turn/kept-sheet.ts), after a real init. A player who owns a fighting patrolman, NPC, vehicle
// or spacecraft may not change what the GM's checks read off its sheet and items: the side it fights
// on (Guide 6.2, once turn/sheet-side-guard.ts), its asset levels (2, 3.5), a weapon's numbers (3.3,
// 6.6), armour (6.13, SP-8), a ship's codes and stations (7.4), nor give it a new weapon, armour or
// device. Their own client refuses; one written anyway is put back by the active GM's client and the
// GM told. What the owner spends in play stays theirs: a reload (6.4), ammunition, a dose (8.7), a
// Space Hero Point (4.2), an item taken off. The PBF is raised and lowered on the GM's client (7.9).
import { describe, expect, it, vi } from "vitest";
import { spaceBoard, type SpActor } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import type { StandInActor, StandInItem } from "../../../helpers/fake-documents";
import { pastOwnRefusals } from "../../../helpers/foundry/document";

type Doc = StandInActor | StandInItem;

const BLASTER = { code: "M", kind: "energyWeapon", attack: "energy", effective: { range: 10, penetration: 2, bonus: 1 }, ammoPerTurn: 1, magazine: 10, ammo: 3 } as const;

async function setup() {
  const b = await spaceBoard([]);
  const combat = new StandInCombat({ _id: "combat1" });
  b.g.game.combats.set(combat.id, combat as never);
  b.g.game.combat = combat as never;
  const blaster = b.item("weapon", "Blaster", BLASTER as never);
  const vest = b.item("armour", "Vest", { hand: 2, bullets: 3, energy: 1 });
  const medKit = b.item("device", "Med Kit", { kind: "medKit", equipmentBonus: 2, doses: 0 });
  const stim = b.item("device", "Stim", { kind: "injector", injector: "blitz", doses: 2 } as never);
  const kell = b.patrolman("Actor.kell", "Kell", { energyWeapons: 3, athletics: 1 }, [blaster, vest, medKit, stim]);
  const spare = b.patrolman("Actor.spare", "Spare", { energyWeapons: 3 }, [b.item("weapon", "Spare Blaster", BLASTER as never)]);
  const rover = b.vehicle("Actor.rover", "Rover", { side: "players", armour: 4, speed: 6 });
  const skiff = b.spacecraft("Actor.skiff", "<i>Skiff</i>", { side: "players", sDrive: 2, armour: 5 });
  const thug = b.npc("Actor.thug", "Thug", { side: "enemies", assets: { energyWeapons: 2 } });
  for (const [a, x] of [[kell, 0], [spare, 1], [rover, 2], [skiff, 4], [thug, 6]] as const) b.place(a, x);
  const join = (a: SpActor) => combat.addCombatant({ actor: a, token: b.tokenOf(a).document });
  join(kell);
  // the GM's client starts, and notes the sheets it sees
  b.stubs.actAs("gm");
  b.stubs.fire.ready();
  await new Promise((r) => setTimeout(r, 20));
  const settle = () => new Promise((r) => setTimeout(r, 20));

  /** What `user`'s client wrote, seen by that client and then the GM's (skipping the writer's own refusal). */
  const seen = async (user: string, fire: () => void) => {
    for (const who of user === "gm" ? ["gm"] : [user, "gm"]) {
      b.stubs.actAs(who);
      fire();
    }
    await settle();
    b.stubs.actAs("player1");
  };
  /** `user`'s client writes `system` of a document straight, past its own refusal (a hostile client). */
  const change = async (user: string, doc: Doc, system: Record<string, unknown>) => {
    b.stubs.actAs(user);
    await pastOwnRefusals(() => doc.update({ system }));
    await seen(user, () => b.stubs.fire.updated(doc as never, { system }, user));
  };
  const give = async (user: string, actor: StandInActor, data: object) => {
    b.stubs.actAs(user);
    const [item] = await pastOwnRefusals(() => actor.createEmbeddedDocuments("Item", [data as never]));
    await seen(user, () => b.stubs.fire.created(item as never, user));
  };
  /**
   * Every client hears of the updates `user`'s client wrote to these documents since `from` (what
   * each document's `updates` held then), the GM's last: what the game's own actions wrote, having
   * passed that client's pre-hooks (the stand-ins ask them), meets the GM's put-back as in play.
   */
  const heard = async (user: string, from: ReadonlyMap<Doc, number>) => {
    // all that was written, taken before any client hears of it (a put-back writes too)
    const written = [...from].flatMap(([doc, count]) => doc.updates.slice(count).map((changed) => [doc, changed] as const));
    for (const [doc, changed] of written) await seen(user, () => b.stubs.fire.updated(doc as never, changed, user));
  };
  const marks = (...docs: Doc[]) => new Map(docs.map((d) => [d, d.updates.length]));
  const warnings = () => b.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  const named = (actor: StandInActor, name: string) => actor.items.contents.find((i) => i.name === name) as StandInItem;
  return { ...b, combat, kell, spare, rover, skiff, thug, join, change, give, heard, marks, warnings, named, settle };
}

const KEPT = (name: string) => `STARSKIRMISH.Turn.sheetKept ${JSON.stringify({ user: "player1", name })}`;
const REFUSED = (name: string) => `STARSKIRMISH.Turn.sheetRefused ${JSON.stringify({ name })}`;
const sys = (doc: Doc) => doc.system as unknown as Record<string, unknown>;

describe("a fighting patrolman's sheet facts, kept for the GM (Guide 2, 3.3, 6.13)", () => {
  it("puts back an asset a player raised, and tells the GM (cards/attacker-facts-confirm.ts)", async () => {
    const t = await setup();
    await t.change("player1", t.kell, { assets: { energyWeapons: 9 } });
    await vi.waitFor(() => expect(sys(t.kell).assets).toMatchObject({ energyWeapons: 3 }));
    expect(t.warnings()).toEqual([KEPT("Kell")]);
    expect(t.stubs.hooks.errors).toEqual([]);
  });

  it("puts back a weapon's penetration and an armour rating a player raised", async () => {
    const t = await setup();
    await t.change("player1", t.named(t.kell, "Blaster"), { effective: { range: 10, penetration: 9, bonus: 1 } });
    await t.change("player1", t.named(t.kell, "Vest"), { energy: 8 });
    await vi.waitFor(() => expect(sys(t.named(t.kell, "Blaster")).effective).toMatchObject({ penetration: 2 }));
    await vi.waitFor(() => expect(sys(t.named(t.kell, "Vest")).energy).toBe(1));
    expect(t.warnings()).toEqual([KEPT("Kell"), KEPT("Kell")]);
  });

  it("takes off a weapon a player gave a fighting patrolman, not one given an idle one", async () => {
    const t = await setup();
    const gun = { name: "Big Gun", type: "spWeapon", system: { ...BLASTER, effective: { range: 20, penetration: 12, bonus: 3 } } };
    await t.give("player1", t.kell, gun);
    await t.give("player1", t.spare, gun);
    await vi.waitFor(() => expect(t.kell.items.contents.some((i) => i.name === "Big Gun")).toBe(false));
    expect(t.spare.items.contents.some((i) => i.name === "Big Gun")).toBe(true);
    expect(t.warnings()).toEqual([KEPT("Kell")]);
  });

  it("refuses on the player's own client a raised asset, weapon, armour or kit, and a new device; lets the rest through", async () => {
    const t = await setup();
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preUpdate(t.kell as never, { system: { assets: { energyWeapons: 9 } } }, "player1")).toBe(false);
    expect(t.stubs.fire.preUpdate(t.named(t.kell, "Blaster") as never, { system: { magazine: 0 } }, "player1")).toBe(false);
    expect(t.stubs.fire.preUpdate(t.named(t.kell, "Vest") as never, { system: { nbcProof: true } }, "player1")).toBe(false);
    expect(t.stubs.fire.preUpdate(t.named(t.kell, "Med Kit") as never, { system: { equipmentBonus: 9 } }, "player1")).toBe(false);
    const grenade = { name: "HE Grenade", type: "spDevice", system: { kind: "grenade", doses: 1 } };
    // the creation asks preCreateItem on this client, which refuses it: nothing is made
    expect(await t.kell.createEmbeddedDocuments("Item", [grenade as never])).toEqual([]);
    expect(t.named(t.kell, "HE Grenade")).toBeUndefined();
    // what the owner spends or writes in play passes: hero points, ammunition, a dose, notes
    expect(t.stubs.fire.preUpdate(t.kell as never, { system: { heroPoints: { value: 0 }, biography: "<p>Scarred.</p>" } }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(t.named(t.kell, "Blaster") as never, { system: { ammo: 0 } }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(t.named(t.kell, "Stim") as never, { system: { doses: 1 } }, "player1")).not.toBe(false);
    // an idle patrolman's sheet is the owner's
    expect(t.stubs.fire.preUpdate(t.spare as never, { system: { assets: { energyWeapons: 9 } } }, "player1")).not.toBe(false);
    expect(t.warnings()).toEqual([
      REFUSED("Kell"),
      REFUSED("Kell"),
      REFUSED("Kell"),
      REFUSED("Kell"),
      `STARSKIRMISH.Turn.itemRefused ${JSON.stringify({ item: "HE Grenade", name: "Kell" })}`,
    ]);
  });
});

describe("what a fighting patrolman's owner spends in play, still theirs", () => {
  it("lets a reload (Guide 6.4) and a Space Hero Point spent (4.2) stand, run as the player", async () => {
    const t = await setup();
    const { reload } = await import("../../../../src/rulesets/space-patrol/actions/reload");
    const { spendOnePoint } = await import("../../../../src/rulesets/space-patrol/actions/hero-point-spend");
    await t.kell.update({ system: { heroPoints: { value: 2, max: 2 } } } as never);
    t.stubs.actAs("gm");
    t.stubs.fire.updated(t.kell as never, { system: { heroPoints: { value: 2, max: 2 } } }, "gm");
    const blaster = t.named(t.kell, "Blaster");
    const before = t.marks(blaster, t.kell);
    t.stubs.actAs("player1");
    await reload(t.kell as never);
    expect(await spendOnePoint(t.kell as never)).toBe(1);
    // both writes passed the player's client's pre-hooks; every client, the GM's last, hears of them
    expect([blaster.updates.length, t.kell.updates.length]).toEqual([before.get(blaster)! + 1, before.get(t.kell)! + 1]);
    await t.heard("player1", before);
    expect(sys(blaster).ammo).toBe(10);
    expect((sys(t.kell).heroPoints as { value: number }).value).toBe(1);
    expect(t.warnings()).toEqual([]);
    // the same client's write of what the reload is read from is refused there, so the writes above passed the hooks
    t.stubs.actAs("player1");
    expect(await blaster.update({ system: { magazine: 99 } })).toBeUndefined();
    expect(sys(blaster).magazine).toBe(10);
    expect(t.warnings()).toEqual([REFUSED("Kell")]);
    expect(t.stubs.hooks.errors).toEqual([]);
  });

  it("lets ammunition and a dose spent stand beside a magazine put back, and gives back armour taken off", async () => {
    const t = await setup();
    const blaster = t.named(t.kell, "Blaster");
    // the writes of actions/fire.ts and actions/use-device.ts, by the owner
    await t.change("player1", blaster, { ammo: 2 });
    await t.change("player1", t.named(t.kell, "Stim"), { doses: 1 });
    t.stubs.actAs("player1");
    await pastOwnRefusals(() => t.kell.deleteEmbeddedDocuments("Item", [t.named(t.kell, "Vest").id]));
    await t.change("player1", blaster, { magazine: 0 });
    await vi.waitFor(() => expect(sys(blaster).magazine).toBe(10));
    expect(sys(blaster).ammo).toBe(2);
    expect(sys(t.named(t.kell, "Stim")).doses).toBe(1);
    // armour stays on a fighting figure (6.13): the GM's client gives it back, with its own id
    const vest = t.kell.items.contents.find((i) => i.name === "Vest");
    expect(vest?.type).toBe("spArmour");
    expect(t.warnings()).toEqual([KEPT("Kell")]);
  });
});

describe("what a fighting patrolman's owner spends, never raised in a battle (spentInBattle)", () => {
  it("refuses a dose or a Space Hero Point raised on the player's own client (Guide 4.2, 8.7)", async () => {
    const t = await setup();
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preUpdate(t.named(t.kell, "Stim") as never, { system: { doses: 3 } }, "player1")).toBe(false);
    expect(t.stubs.fire.preUpdate(t.kell as never, { system: { heroPoints: { value: 1 } } }, "player1")).toBe(false);
    // the same values written again (a sheet submits every field) and a dose spent pass
    expect(t.stubs.fire.preUpdate(t.named(t.kell, "Stim") as never, { system: { doses: 2, injector: "blitz" } }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(t.named(t.kell, "Stim") as never, { system: { doses: 0 } }, "player1")).not.toBe(false);
    expect(t.warnings()).toEqual([REFUSED("Kell"), REFUSED("Kell")]);
  });

  it("puts back a dose or a Space Hero Point a hostile client raised, and keeps a dose spent beside a kept field put back", async () => {
    const t = await setup();
    const stim = t.named(t.kell, "Stim");
    t.stubs.actAs("gm");
    await t.kell.update({ system: { heroPoints: { value: 2, max: 3 } } } as never);
    t.stubs.fire.updated(t.kell as never, { system: { heroPoints: { value: 2, max: 3 } } }, "gm");
    await t.change("player1", t.kell, { heroPoints: { value: 3 } });
    await vi.waitFor(() => expect((sys(t.kell).heroPoints as { value: number }).value).toBe(2));
    await t.change("player1", stim, { doses: 7 });
    await vi.waitFor(() => expect(sys(stim).doses).toBe(2));
    // one write that spends a dose and changes which injector it is: the injector goes back, the dose stays spent
    await t.change("player1", stim, { doses: 1, injector: "none" });
    await vi.waitFor(() => expect(sys(stim).injector).toBe("blitz"));
    expect(sys(stim).doses).toBe(1);
    // the GM's put-back comes back to the GM's client as a change of the GM's own, and is noted
    t.stubs.actAs("gm");
    t.stubs.fire.updated(stim as never, { system: { injector: "blitz" } }, "gm");
    // so the memory now holds the dose spent: raising it to the old count is put back too
    await t.change("player1", stim, { doses: 2 });
    await vi.waitFor(() => expect(sys(stim).doses).toBe(1));
    expect(t.warnings()).toEqual([KEPT("Kell"), KEPT("Kell"), KEPT("Kell"), KEPT("Kell")]);
  });
});

describe("a fighting weapon's ammunition: spent, or refilled to the magazine (Guide 6.4)", () => {
  it("refuses rounds raised to anything but a full magazine on the player's own client", async () => {
    const t = await setup();
    const blaster = t.named(t.kell, "Blaster");
    t.stubs.actAs("player1");
    // 3 rounds left of a 10-round magazine
    expect(t.stubs.fire.preUpdate(blaster as never, { system: { ammo: 7 } }, "player1")).toBe(false);
    expect(t.stubs.fire.preUpdate(blaster as never, { system: { ammo: 11 } }, "player1")).toBe(false);
    expect(t.stubs.fire.preUpdate(blaster as never, { system: { ammo: 10 } }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(blaster as never, { system: { ammo: 1 } }, "player1")).not.toBe(false);
    // a magazine raised with the rounds is refused all the same: the full count is the kept one
    expect(t.stubs.fire.preUpdate(blaster as never, { system: { ammo: 20, magazine: 20 } }, "player1")).toBe(false);
    expect(t.warnings()).toEqual([REFUSED("Kell"), REFUSED("Kell"), REFUSED("Kell")]);
  });

  it("puts back rounds a hostile client raised past the magazine, and lets a full reload stand", async () => {
    const t = await setup();
    const blaster = t.named(t.kell, "Blaster");
    await t.change("player1", blaster, { ammo: 50 });
    await vi.waitFor(() => expect(sys(blaster).ammo).toBe(3));
    await t.change("player1", blaster, { ammo: 10 });
    await t.settle();
    expect(sys(blaster).ammo).toBe(10);
    expect(t.warnings()).toEqual([KEPT("Kell")]);
  });
});

describe("a fighting spacecraft's codes, PBF and stations (Guide 7.4, 7.9)", () => {
  it("puts back a code, armour or station a player wrote, but not the PBF the GM's client raised or lowered", async () => {
    const t = await setup();
    t.join(t.skiff);
    // actions/space-pbf.ts writes the field on the GM's client, for the astrogator who asked
    await t.change("gm", t.skiff, { pbfRaised: false });
    await t.change("player1", t.skiff, { sDrive: 9, armour: 20, stations: { gunnery: { actorUuid: "Actor.kell", actorName: "Kell" } } });
    await vi.waitFor(() => expect(sys(t.skiff)).toMatchObject({ sDrive: 2, armour: 5, pbfRaised: false }));
    expect((sys(t.skiff).stations as { gunnery: { actorUuid: string } }).gunnery.actorUuid).toBe("");
    await t.change("player1", t.skiff, { pbfRaised: true });
    await vi.waitFor(() => expect(sys(t.skiff).pbfRaised).toBe(false));
    expect(t.warnings()).toEqual([KEPT("&lt;i&gt;Skiff&lt;/i&gt;"), KEPT("&lt;i&gt;Skiff&lt;/i&gt;")]);
  });

  it("puts back a vehicle's armour, speed and crew seat, and an NPC's leader flag", async () => {
    const t = await setup();
    t.join(t.rover);
    t.join(t.thug);
    await t.change("player1", t.rover, { armour: 40, speed: 30, crew: [{ role: "gunner", actorUuid: "Actor.kell", actorName: "Kell" }] });
    await t.change("player1", t.thug, { leader: true });
    await vi.waitFor(() => expect(sys(t.rover)).toMatchObject({ armour: 4, speed: 6, crew: [] }));
    await vi.waitFor(() => expect(sys(t.thug).leader).toBe(false));
    expect(t.warnings()).toEqual([KEPT("Rover"), KEPT("Thug")]);
  });
});

// Once the rule set's own guard (turn/sheet-side-guard.ts), now the side is one of the kept fields
describe("the side on a Space Patrol! sheet, kept for the GM in a battle (Guide 6.2)", () => {
  it("puts back a player's turning a combatant vehicle or ship to another side, and tells the GM, the name escaped", async () => {
    const t = await setup();
    t.join(t.rover);
    t.join(t.skiff);
    await t.change("player1", t.rover, { side: "enemies" });
    await t.change("player1", t.skiff, { side: "neutral" });
    await vi.waitFor(() => expect([sys(t.rover).side, sys(t.skiff).side]).toEqual(["players", "players"]));
    expect(t.warnings()).toEqual([KEPT("Rover"), KEPT("&lt;i&gt;Skiff&lt;/i&gt;")]);
    expect(t.stubs.hooks.errors).toEqual([]);
  });

  it("leaves a change outside a battle, and the GM's own change in one, and keeps the GM's side after", async () => {
    const t = await setup();
    await t.change("player1", t.rover, { side: "neutral" });
    expect(sys(t.rover).side).toBe("neutral");
    t.join(t.thug);
    await t.change("gm", t.thug, { side: "neutral" });
    expect(sys(t.thug).side).toBe("neutral");
    expect(t.warnings()).toEqual([]);
    await t.change("player1", t.thug, { side: "enemies" });
    await vi.waitFor(() => expect(sys(t.thug).side).toBe("neutral"));
    expect(t.warnings()).toEqual([KEPT("Thug")]);
  });

  it("keeps the side an adventure imported again gave an actor, though the import fired no hook (system/turn/scene-arrival.ts)", async () => {
    const t = await setup();
    t.join(t.rover);
    // the import replaces the world's rover with the adventure's, on the enemies' side: the
    // stand-in's update fires no hook, as v13's import of an existing actor fires none (noHook)
    await t.rover.update({ system: { side: "enemies" } } as never, { noHook: true });
    t.stubs.fire.adventureImported({}, {}, { Actor: [t.rover] });
    await t.change("player1", t.rover, { side: "players" });
    await vi.waitFor(() => expect(sys(t.rover).side).toBe("enemies"));
    expect(t.warnings()).toEqual([KEPT("Rover")]);
  });

  it("refuses a player's change of a combatant's side on the player's own client, not another field or an idle actor's side", async () => {
    const t = await setup();
    t.join(t.rover);
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preUpdate(t.rover as never, { system: { side: "enemies" } }, "player1")).toBe(false);
    expect(t.warnings()).toEqual([REFUSED("Rover")]);
    expect(t.stubs.fire.preUpdate(t.rover as never, { system: { side: "players" } }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(t.rover as never, { name: "Rover II" }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(t.skiff as never, { system: { side: "enemies" } }, "player1")).not.toBe(false);
    t.stubs.actAs("gm");
    expect(t.stubs.fire.preUpdate(t.rover as never, { system: { side: "enemies" } }, "gm")).not.toBe(false);
    expect(t.warnings()).toHaveLength(1);
  });
});

describe("armour on a fighting patrolman (Guide 6.13, SP-8)", () => {
  it("is refused to its owner's delete, and given back with its id when taken off anyway; the GM may take it off", async () => {
    const t = await setup();
    const vest = t.named(t.kell, "Vest");
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preDelete(vest as never, "player1")).toBe(false);
    expect(t.warnings()).toEqual([`STARSKIRMISH.Turn.itemStays ${JSON.stringify({ item: "Vest", name: "Kell" })}`]);
    // a hostile client deletes it anyway: the card rolled against it would be refused at Apply
    await pastOwnRefusals(() => t.kell.deleteEmbeddedDocuments("Item", [vest.id]));
    for (const who of ["player1", "gm"]) {
      t.stubs.actAs(who);
      t.stubs.fire.deleted(vest as never, "player1");
    }
    await vi.waitFor(() => expect(t.kell.items.get(vest.id)?.name).toBe("Vest"));
    expect(sys(t.kell.items.get(vest.id)!)).toMatchObject({ hand: 2, bullets: 3, energy: 1 });
    t.stubs.actAs("gm");
    expect(t.stubs.fire.preDelete(vest as never, "gm")).toBe(true);
  });
});
