// @vitest-environment happy-dom
// The GM holds a fire card's ATTACKER side to the attacker's sheet at Apply (Guide 6.6, 3.3, 2.2,
// 6.15), against stand-ins after a real init. A player posts a card of their own, its listing worked
// out from its own claims and dice so that it passes the GM's derivation: a higher asset level, a
// higher penetration, or a weapon the shooter does not carry is each refused and lands nothing. The
// honest card lands, also once the shooter has taken a marker since; a card from before the weapon's
// id was kept is held to the weapons the shooter carries; a vehicle's weapon, rolled by its gunner,
// still lands, and a card claiming its gunner better or its main weapon a light one is refused.
import { describe, expect, it } from "vitest";
import { spaceBoard, type SpActor, type SpItem } from "../../../helpers/space-patrol-board";

/** Posts a message through the message API as the current user, as every player's client may. */
const post = (data: object) =>
  (globalThis as unknown as { ChatMessage: { implementation: { create(data: object): Promise<{ id: string }> } } }).ChatMessage.implementation.create(data);

const ATTACKER_CHANGED = { ok: false, reason: "STARSKIRMISH.SpacePatrol.Attack.attackerChanged" };
const MEDIUM_WOUND = { "sp-wound": 1, "sp-stun": 1 };

interface Payload {
  weaponId: string;
  shooter: { asset: string; vehicleMainWeapon: boolean };
  weapon: { band: string; penetration: number; equipment: number };
}

/** A Roll as a message carries it. */
const roll = (faces: readonly number[]) => ({ formula: `${faces.length}d${faces.length === 1 ? 20 : 10}`, dice: [{ results: faces.map((result) => ({ result })) }] });

/**
 * Fires `weapon` of `attacker` at Rana 10" away, and returns a forger: a card of the player's own
 * for that attacker, its payload changed by `edit`, its d20 and 3d10 as given, and its listing what
 * the GM's derivation gives for them, so only a check of the attacker's sheet can refuse it.
 */
async function board(faces: number[], setUp: (t: Awaited<ReturnType<typeof spaceBoard>>) => { attacker: SpActor; weapon: SpItem }) {
  const t = await spaceBoard(faces);
  const rana = t.npc("Actor.rana", "Rana", {}, [t.item("armour", "vest", { energy: 3 })]);
  rana.ownership = { default: 0 };
  const { attacker, weapon } = setUp(t);
  t.place(attacker, 0, "t-shooter");
  t.place(rana, 10);
  t.target(rana);
  const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
  await fireWeapon(attacker as never, weapon as never);
  const card = t.messages[0]!;
  const { FIRE_CARD } = await import("../../../../src/rulesets/space-patrol/cards/attacks");
  const forge = async (edit: (p: Payload) => void, d20: number[] = [14], damage: number[] = [6, 5, 4]) => {
    const payload = structuredClone(card.system.payload) as unknown as Payload;
    edit(payload);
    const dice = [{ formula: "1d20", faces: d20 }, { formula: "3d10", faces: damage }];
    const listed = FIRE_CARD.derive!({ payload: payload as never, actorUuid: attacker.uuid, targets: [{ key: "t-rana", actorUuid: "Actor.rana" }], dice })?.["t-rana"];
    if (!listed) throw new Error("the forged card must be one the GM's derivation bears out");
    t.asUser("player1");
    const row = { key: "t-rana", actorUuid: "Actor.rana", name: "Rana", markers: listed.markers, data: listed.data, applied: false };
    const message = await post({ type: "card", rolls: [roll(d20), roll(damage)], system: { kind: "spFire", ruleSet: "space-patrol", actorUuid: attacker.uuid, payload, targets: [row] } });
    return { id: message.id, listed };
  };
  return { t, rana, card, forge, attacker };
}

/** Zed, an NPC with Energy Weapons 2, fires a laser: PEN 5 at Effective (40"). */
async function zedFires(faces = [14, 6, 5, 4]) {
  return board(faces, (t) => {
    const laser = t.item("weapon", "laser", { code: "M", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 5, bonus: 0 } });
    const zed = t.npc("Actor.shooter", "Zed", { assets: { energyWeapons: 2 } }, [laser]);
    return { attacker: zed, weapon: laser };
  });
}

describe("a fire card's attacker, checked against its sheet at Apply", () => {
  it("keeps the weapon item's id, and lands the honest card, also after the shooter took a Wound since", async () => {
    const { t, rana, card, attacker } = await zedFires();
    expect(card.system.payload).toMatchObject({ weaponId: "laser", shooter: { asset: "2" }, weapon: { penetration: 5 } });
    // a Wound another card gave the shooter since is no refusal: markers are the attacker's call on the card
    await t.mark(attacker, "sp-wound");
    expect(await t.applyAs("player1", card.id, "t-rana")).toEqual({ ok: true });
    expect(t.markers(rana)).toEqual(MEDIUM_WOUND);
  });

  it("refuses a card claiming a higher Energy Weapons level than the shooter has, which turns a miss into a hit", async () => {
    const { t, rana, forge } = await zedFires();
    // DT 12 less the still target's advantage in the open is 8 (Guide 6.6): d20 3 + 2 = 5 misses, 3 + 6 = 9 hits
    const forged = await forge((p) => (p.shooter.asset = "6"), [3]);
    expect(forged.listed.markers).toEqual(MEDIUM_WOUND);
    expect(await t.applyAs("player1", forged.id, "t-rana")).toEqual(ATTACKER_CHANGED);
    expect(t.markers(rana)).toEqual({});
    // the same claim with the shooter's own level lands nothing worse than its dice give
    const honest = await forge((p) => (p.shooter.asset = "2"), [14]);
    expect(await t.applyAs("player1", honest.id, "t-rana")).toEqual({ ok: true });
    expect(t.markers(rana)).toEqual(MEDIUM_WOUND);
  });

  it("refuses a card claiming a penetration of 20 for the laser, and one claiming an equipment bonus it has not", async () => {
    const { t, rana, forge } = await zedFires();
    // 15 + PEN 20 - Energy 3 = 32: Dead (Guide 6.14), where the laser's PEN 5 gives a Medium Wound
    const killing = await forge((p) => (p.weapon.penetration = 20));
    expect(killing.listed.data).toMatchObject({ dead: true });
    const bonus = await forge((p) => (p.weapon.equipment = 4), [3]);
    for (const c of [killing, bonus]) expect(await t.applyAs("player1", c.id, "t-rana")).toEqual(ATTACKER_CHANGED);
    expect(t.markers(rana)).toEqual({});
    expect(rana.statuses.has("dead")).toBe(false);
  });

  it("refuses a card naming a weapon the shooter does not carry, by its id or, on a card without one, by its numbers", async () => {
    const { t, rana, forge } = await zedFires();
    const cannon = t.item("weapon", "cannon", { code: "H", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 12, bonus: 0 } });
    t.npc("Actor.other", "Other", {}, [cannon]);
    const theirs = await forge((p) => ((p.weaponId = "cannon"), (p.weapon.penetration = 12)));
    const unnamed = await forge((p) => ((p.weaponId = ""), (p.weapon.penetration = 12)));
    for (const c of [theirs, unnamed]) expect(await t.applyAs("player1", c.id, "t-rana")).toEqual(ATTACKER_CHANGED);
    expect(t.markers(rana)).toEqual({});
    // a card from before the id was kept, with the numbers of the laser the shooter carries, is judged as before
    const old = await forge((p) => (p.weaponId = ""));
    expect(await t.applyAs("player1", old.id, "t-rana")).toEqual({ ok: true });
    expect(t.markers(rana)).toEqual(MEDIUM_WOUND);
  });

  it("refuses the honest card once the laser is gone from the shooter's sheet", async () => {
    const { t, rana, card, attacker } = await zedFires();
    await attacker.items.get("laser")!.delete();
    expect(await t.applyAs("player1", card.id, "t-rana")).toEqual(ATTACKER_CHANGED);
    expect(t.markers(rana)).toEqual({});
  });
});

describe("a vehicle weapon's fire card, checked against the vehicle and its gunner (Guide 6.15)", () => {
  /** The Crawler's MV cannon, fired by its gunner Zed with Energy Weapons 2. */
  async function crawlerFires() {
    return board([14, 6, 5, 4], (t) => {
      const cannon = t.item("weapon", "cannon", { code: "MV", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 5, bonus: 0 } });
      t.npc("Actor.gunner", "Zed", { assets: { energyWeapons: 2 } });
      const crawler = t.vehicle("Actor.crawler", "Crawler", { armour: 3, crew: [{ role: "gunner", actorUuid: "Actor.gunner", actorName: "Zed" }] });
      t.give(crawler, cannon);
      t.asUser("gm");
      return { attacker: crawler, weapon: cannon };
    });
  }

  it("lands the honest card, its level the gunner's", async () => {
    const { t, rana, card } = await crawlerFires();
    expect(card.system.payload).toMatchObject({ weaponId: "cannon", shooter: { asset: "2", vehicleMainWeapon: true } });
    expect(await t.applyAs("player1", card.id, "t-rana")).toEqual({ ok: true });
    expect(t.markers(rana)).toEqual(MEDIUM_WOUND);
  });

  it("refuses a card claiming the gunner better than its sheet, or the main weapon a light one", async () => {
    const { t, rana, forge } = await crawlerFires();
    const better = await forge((p) => (p.shooter.asset = "6"), [3]);
    // a light weapon is not burdened by the vehicle's Control Markers (Guide 6.7)
    const light = await forge((p) => (p.shooter.vehicleMainWeapon = false));
    for (const c of [better, light]) expect(await t.applyAs("player1", c.id, "t-rana")).toEqual(ATTACKER_CHANGED);
    expect(t.markers(rana)).toEqual({});
  });
});

describe("a spacecraft's space weapon fired in regular combat, checked against the ship and its gunner (Guide 6.16, 7.4)", () => {
  /** The Cutter's beam, fired by Gunner at its gunnery station with Space Gunnery 2. */
  async function cutterFires() {
    return board([14, 6, 5, 4], (t) => {
      const beam = t.item("weapon", "beam", { code: "A", kind: "spaceWeapon", spaceKind: "laser", attack: "energy", effective: { range: 10, penetration: 15, bonus: 0 }, long: { range: 20, penetration: 10, bonus: 0 } });
      t.npc("Actor.gunner", "Gunner", { assets: { spaceGunnery: 2 } });
      const cutter = t.spacecraft("Actor.cutter", "Cutter", { stations: { gunnery: { actorUuid: "Actor.gunner", actorName: "Gunner", npcLevel: 0 } } as never });
      t.give(cutter, beam);
      t.asUser("gm");
      return { attacker: cutter, weapon: beam };
    });
  }

  it("lands the honest card, and refuses one claiming the beam's Long band, which a space weapon never fires at here", async () => {
    const { t, rana, card, forge } = await cutterFires();
    expect(card.system.payload).toMatchObject({ weaponId: "beam", shooter: { asset: "2" }, weapon: { band: "effective", penetration: 15 } });
    const long = await forge((p) => ((p.weapon.band = "long"), (p.weapon.penetration = 10)));
    expect(await t.applyAs("player1", long.id, "t-rana")).toEqual(ATTACKER_CHANGED);
    expect(t.markers(rana)).toEqual({});
    expect(await t.applyAs("player1", card.id, "t-rana")).toEqual({ ok: true });
    // 6+5+4 + PEN 15 - Energy 3 = 27: Dead (Guide 6.14)
    expect(rana.statuses.has("dead")).toBe(true);
  });
});
