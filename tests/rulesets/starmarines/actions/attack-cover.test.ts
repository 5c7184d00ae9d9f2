// @vitest-environment happy-dom
// Cover from the board in a StarMarines attack (IX-C, X, SMR-8), after a real init: the GM paints
// terrain as regions; the sheet's dialog comes with the target hex's cover chosen and named, offers
// that cover or more, and refuses a shot the board stops before any die. The GM's client reads the
// board again as it records the card: one that claims less cover than the target's hex gives is
// refused there and then, says why on every client and lands nothing; a card claiming more cover
// lands. Terrain the GM paints after the card came in does not undo a shot already fired; a card the
// GM's client could not judge as it came in has its board read in full at Apply.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";
import type { Terrain } from "../../../../src/rulesets/starmarines/rules/terrain";
import { gmRecorded } from "../../../helpers/gm-recorded";

const RIFLE = { range: 4, aim: 0, armourPierce: 1, damage: 2 };

type Payload = { situation: { cover: string } };

const ledger = async () => (await import("../../../../src/system/ledger/ledger-store")).readCardLedger();

const at = (q: number, r: number) => hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ));

/** The six corners of hex (q, r) on a 100 px flat-topped grid, a little inside it, as a region's polygon. */
function hexPolygon(q: number, r: number): number[] {
  const c = at(q, r);
  const radius = (100 / Math.sqrt(3)) * 0.9;
  return [0, 1, 2, 3, 4, 5].flatMap((k) => [c.x + radius * Math.cos((Math.PI / 3) * k), c.y + radius * Math.sin((Math.PI / 3) * k)]);
}

async function setup(faces: number[], weapon: object = RIFLE) {
  const b = await starMarinesBoard(faces);
  const marine = b.unit("Menkovich", { kind: "soldier", race: "starMarines", aim: 0, armour: 2, toughness: 1, morale: 3 });
  const rifle = b.weapon(marine, weapon);
  const norx = b.unit("Norx", { kind: "soldier", race: "norx", armour: 1, toughness: 2, morale: 2 }, "gm");
  b.put(marine, 0, 0, 0);
  const tNorx = b.put(norx, 0, -3, 3);
  /** The GM paints one hex's terrain as a StarMarines terrain region (X). */
  const paint = (q: number, r: number, terrain: Terrain) =>
    b.canvas.scene.addRegion({ name: terrain, shapes: [{ type: "polygon", points: hexPolygon(q, r) }], behaviors: [{ type: "smrTerrain", system: { terrain } }] });
  b.stubs.actAs("player1");
  b.g.game.user!.targets = new Set([tNorx as never]);
  const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
  const { replayAttack } = await import("../../../../src/rulesets/starmarines/cards/attack");
  const { attackMarkers } = await import("../../../../src/rulesets/starmarines/view/attack-card");
  const asked = () => (b.stubs.dialogs.shown.at(-1)?.config as { content: string }).content;
  /** The player's attack from the sheet, the dialog answered as given; the card, or null when refused. */
  const attack = async (answer: object) => {
    b.stubs.dialogs.answer(answer);
    return (await attackWith(marine as never, rifle.id)) ? b.cards.messages.at(-1)! : null;
  };
  /** The player's own copy of a card, its cover changed, its result worked out again from the same dice. */
  const forge = async (card: (typeof b.cards.messages)[number], cover: string) => {
    const payload = structuredClone(card.system.payload) as Payload;
    payload.situation.cover = cover;
    const rolls = card.rolls as unknown as readonly { formula: string; dice: { results: { result: number }[] }[] }[];
    const dice = rolls.map((r) => ({ formula: r.formula, faces: r.dice.flatMap((d) => d.results.map((x) => x.result)) }));
    const result = replayAttack(payload as never, dice)!;
    const targets = [{ key: "t-Norx", actorUuid: norx.uuid, name: "Norx", markers: attackMarkers(result), data: { outcome: result.outcome }, applied: false }];
    return b.post({ type: "card", rolls: card.rolls, system: { ...structuredClone(card.system), payload, targets } });
  };
  return { ...b, marine, rifle, norx, tNorx, paint, attack, forge, asked };
}

// aim die 5 + AP 1 against armour die 2 + 1 pierces even at -2; damage 6 + 2 against 3 + 2: wounded
const WOUNDING = [5, 2, 6, 3];

describe("the attack dialog's cover comes from the board (IX-C, X)", () => {
  it("chooses and names the thick cover of the Norx's forest, offers nothing less, and records thick though the form said none", async () => {
    const t = await setup(WOUNDING);
    t.paint(0, -3, "forest");
    const card = await t.attack({ cover: "none" });
    expect(t.asked()).toContain("Thick cover: the target&#x27;s hex is Forest (IX\u2011C, X).");
    expect(t.asked()).not.toContain('value="none"');
    expect(t.asked()).not.toContain('value="light"');
    expect(t.asked()).toMatch(/value="thick" selected/);
    expect((card!.system.payload as Payload).situation.cover).toBe("thick");
    expect(await applyAs("player1", card!.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-wounded": 1 });
  });

  it("gives a target in a swamp light cover when the form names none, and lets the player choose thick", async () => {
    const t = await setup([...WOUNDING, ...WOUNDING]);
    t.paint(0, -3, "swamp");
    const light = await t.attack({});
    expect(t.asked()).toContain("Light cover: the target&#x27;s hex is Swamp (IX\u2011C, X).");
    expect(t.asked()).toMatch(/value="light" selected/);
    expect(t.asked()).toContain('value="thick"');
    expect((light!.system.payload as Payload).situation.cover).toBe("light");
    const thick = await t.attack({ cover: "thick" });
    expect((thick!.system.payload as Payload).situation.cover).toBe("thick");
  });

  it("says the open ground gives no cover, and offers all three", async () => {
    const t = await setup(WOUNDING);
    const card = await t.attack({});
    expect(t.asked()).toContain("No cover: the target&#x27;s hex is Grassland (X).");
    expect(t.asked()).toMatch(/value="none" selected/);
    expect((card!.system.payload as Payload).situation.cover).toBe("none");
  });

  it("refuses a shot through Buildings before any dialog or die, unless the weapon ignores line of sight (X)", async () => {
    const t = await setup(WOUNDING);
    t.paint(0, -1, "buildings");
    expect(await t.attack({})).toBeNull();
    expect(t.stubs.notifications.at(-1)).toMatchObject({ level: "warn", message: "STARSKIRMISH.StarMarines.Attack.blocked.lineOfSight" });
    expect(t.stubs.dialogs.shown).toHaveLength(0);
    expect(t.cards.messages).toHaveLength(0);
    const mortar = await setup(WOUNDING, { ...RIFLE, ignoresLineOfSight: true });
    mortar.paint(0, -1, "buildings");
    expect(await mortar.attack({})).not.toBeNull();
  });

  it("refuses a shot at a Norx in a forest through another forest (SMR-8)", async () => {
    const t = await setup(WOUNDING);
    t.paint(0, -2, "forest");
    t.paint(0, -3, "forest");
    expect(await t.attack({})).toBeNull();
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Attack.blocked.thickCover");
    expect(t.cards.messages).toHaveLength(0);
  });
});

describe("the GM's client reads cover from the board as it records the card, not from the card (IX-C, X, SMR-8)", () => {
  it("refuses a card claiming no cover for a Norx in a forest as it comes in, says why on the card, and lands the honest card", async () => {
    const t = await setup(WOUNDING);
    t.paint(0, -3, "forest");
    const card = await t.attack({});
    const forged = await t.forge(card!, "none");
    await gmRecorded(forged.id);
    expect((await ledger())[forged.id]?.gm?.refused).toBe("STARSKIRMISH.StarMarines.Attack.refused.cover");
    // the GM's mark makes every client draw it again, with the reason and no Apply
    expect((forged as unknown as { flags: { starskirmish?: { refusedByGm?: boolean } } }).flags.starskirmish?.refusedByGm).toBe(true);
    const { wireCardButtons } = await import("../../../../src/system/cards/card-buttons");
    const html = document.createElement("div");
    html.innerHTML = `<div class="ssk-card"><button data-card-action="applyResult" data-target-key="t-Norx">Apply</button></div>`;
    t.g.game.i18n.format = (key, data) => `${key}: ${String(data?.reason)}`;
    wireCardButtons(forged as never, html);
    expect(html.querySelector(".ssk-prompt-strip")?.textContent).toBe("STARSKIRMISH.Card.refused: STARSKIRMISH.StarMarines.Attack.refused.cover");
    expect(html.querySelector("button")!.hasAttribute("disabled")).toBe(true);
    expect(await applyAs("player1", forged.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.refused.cover" });
    expect(await t.markersOf(t.norx)).toEqual({});
    await gmRecorded(card!.id);
    expect((await ledger())[card!.id]?.gm).toEqual({ smrBoardJudged: true });
    expect(await applyAs("player1", card!.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-wounded": 1 });
  });

  it("lands a card claiming light cover where the board gives none: more cover only costs the attacker", async () => {
    const t = await setup(WOUNDING);
    const card = await t.attack({});
    const claimed = await t.forge(card!, "light");
    expect(await applyAs("player1", claimed.id, "t-Norx")).toEqual({ ok: true });
  });

  it("lands a shot fired in the open though the GM paints Buildings between after the card came in", async () => {
    const t = await setup(WOUNDING);
    const card = await t.attack({});
    await gmRecorded(card!.id);
    t.stubs.actAs("gm");
    t.paint(0, -2, "buildings");
    t.stubs.actAs("player1");
    expect(await applyAs("player1", card!.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-wounded": 1 });
  });

  it("lands a shot at a Norx in a town though the GM paints a forest between after the card came in (SMR-8)", async () => {
    const t = await setup(WOUNDING);
    t.paint(0, -3, "town");
    const card = await t.attack({});
    expect((card!.system.payload as Payload).situation.cover).toBe("thick");
    await gmRecorded(card!.id);
    t.stubs.actAs("gm");
    t.paint(0, -1, "forest");
    t.stubs.actAs("player1");
    expect(await applyAs("player1", card!.id, "t-Norx")).toEqual({ ok: true });
    expect(await t.markersOf(t.norx)).toEqual({ "smr-wounded": 1 });
  });

  it("reads the board in full at Apply for a card the GM's client could not judge as it came in", async () => {
    const t = await setup(WOUNDING);
    const card = await t.attack({});
    await gmRecorded(card!.id);
    // the same shot posted again while the GM's world lists no scene: its step finds no tokens and records nothing
    const { StandInCollection } = await import("../../../helpers/foundry/collection");
    const scenes = t.g.game.scenes;
    t.g.game.scenes = new StandInCollection([]) as never;
    const unjudged = await t.post({ type: "card", rolls: card!.rolls, system: structuredClone(card!.system) });
    await gmRecorded(unjudged.id);
    t.g.game.scenes = scenes;
    expect((await ledger())[unjudged.id]?.gm).toBeUndefined();
    t.stubs.actAs("gm");
    t.paint(0, -2, "buildings");
    t.stubs.actAs("player1");
    expect(await applyAs("player1", unjudged.id, "t-Norx")).toEqual({ ok: false, reason: "STARSKIRMISH.StarMarines.Attack.blocked.lineOfSight" });
    expect(await t.markersOf(t.norx)).toEqual({});
    // the card the GM's client judged as it came in lands through the same Buildings
    expect(await applyAs("player1", card!.id, "t-Norx")).toEqual({ ok: true });
  });
});
