// @vitest-environment happy-dom
// StarMarines' table (load-table.ts) after a real init: the world starts on the module alone, with
// its setting, its ruler class and the army builder's button, and none of its card kinds. The first
// unit sheet to render loads it; a player's move checked before the table has loaded is refused
// with a notice and starts loading it, then is checked by the rules (VIII-A); the GM's plain moves
// need no rules (SMR-24); the ruler shows core's label until the rules are there; a move's hooks and
// the builder's button load it and do their work.
import { describe, expect, it, vi } from "vitest";
import { starMarinesBoard } from "../../helpers/starmarines-board";
import { StandInCombat } from "../../helpers/foundry/combat";
import { waypointsThrough, type TokenRuler } from "../../helpers/foundry/token-ruler";
import type { ApplicationV2 } from "../../helpers/foundry/application";
import { hexCentre } from "../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../src/core/board/hex-offsets";

const at = (q: number, r: number) => hexCentre("hexOddQ", 100, cubeToOffset(q, r, HEX_LAYOUTS.hexOddQ));

async function startedWorld() {
  const b = await starMarinesBoard([], { loadTable: false });
  const { SMR_TABLE } = await import("../../../src/rulesets/starmarines/load-table");
  const { registeredCardKind } = await import("../../../src/system/cards/card-registry");
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" } } } });
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", move: 2 });
  const tMarine = b.put(marine, 0, 0, 0, { disposition: 1 });
  combat.addCombatant({ actor: marine, token: tMarine.document });
  /** The changes of a move of the marine's token to hex (q, r), as a drag asks for it. */
  const to = (q: number, r: number): Record<string, unknown> => ({ x: at(q, r).x - 50, y: at(q, r).y - 50 });
  return { ...b, table: SMR_TABLE, registeredCardKind, combat, marine, tMarine, to };
}

describe("StarMarines' table", () => {
  it("is not loaded as the world starts, while its setting and ruler class are in place", async () => {
    const w = await startedWorld();
    expect(w.table.loaded).toBeNull();
    expect(w.registeredCardKind("smrAttack")).toBeUndefined();
    expect([...w.stubs.settings.keys()]).toContain("starskirmish.smrMoralePrompt");
    const ruler = (w.g as unknown as { CONFIG: { Token: { rulerClass: { name: string } } } }).CONFIG.Token.rulerClass;
    expect(ruler.name).toBe("StarMarinesTokenRuler");
  });

  it("is loaded by the first unit sheet to render, which draws the unit's profile", async () => {
    const w = await startedWorld();
    const { StarMarinesUnitSheet } = await import("../../../src/rulesets/starmarines/sheets/unit-sheet");
    const sheet = new StarMarinesUnitSheet({ document: w.marine } as never) as unknown as ApplicationV2;
    await sheet.render(true);
    expect(w.table.loaded).not.toBeNull();
    expect(w.registeredCardKind("smrAttack")?.kind.ruleSet).toBe("starmarines");
    expect(sheet.element.querySelector("[data-action='morale']")).not.toBeNull();
  });

  it("refuses a player's move before the rules have loaded, saying why, then checks it by the rules (VIII-A)", async () => {
    const w = await startedWorld();
    w.stubs.actAs("player1");
    const ask = (changed: Record<string, unknown>) => w.stubs.fire.preUpdate(w.tMarine.document as never, changed, "player1");
    expect(ask(w.to(0, -1))).toBe(false);
    expect(w.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.Error.rulesLoading");
    await vi.waitFor(() => expect(w.table.loaded).not.toBeNull());
    // a move-2 soldier may not go three hexes
    expect(ask(w.to(0, -3))).toBe(false);
    expect(w.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.StarMarines.Move.problem.overAllowance");
    // two hexes may be walked; what they used is the GM's to record, not the mover's update's
    const two = w.to(0, -2);
    expect(ask(two)).toBe(true);
    expect(Object.keys(two).filter((k) => k.startsWith("flags"))).toEqual([]);
  });

  it("lets the GM's plain moves, and moves outside a combat, through without the rules (SMR-24)", async () => {
    const w = await startedWorld();
    w.stubs.actAs("gm");
    expect(w.stubs.fire.preUpdate(w.tMarine.document as never, w.to(0, -3), "gm")).toBe(true);
    w.stubs.actAs("player1");
    w.g.game.combat = null as never;
    expect(w.stubs.fire.preUpdate(w.tMarine.document as never, w.to(0, -3), "player1")).toBe(true);
    expect(w.stubs.notifications).toEqual([]);
    expect(w.table.loaded).toBeNull();
  });

  it("snaps a turn to a hex side only once the rules have loaded, for the GM too (VIII-B)", async () => {
    const w = await startedWorld();
    w.stubs.actAs("gm");
    expect(w.stubs.fire.preUpdate(w.tMarine.document as never, { rotation: 50 }, "gm")).toBe(false);
    expect(w.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.Error.rulesLoading");
    await vi.waitFor(() => expect(w.table.loaded).not.toBeNull());
    const turned: Record<string, unknown> = { rotation: 50 };
    expect(w.stubs.fire.preUpdate(w.tMarine.document as never, turned, "gm")).toBe(true);
    expect(turned.rotation).toBe(60);
  });

  it("shows core's label on the ruler until the rules have loaded, then the move units (VIII-A)", async () => {
    const w = await startedWorld();
    w.stubs.actAs("player1");
    const Ruler = (w.g as unknown as { CONFIG: { Token: { rulerClass: new (token: object) => TokenRuler } } }).CONFIG.Token.rulerClass;
    const ruler = new Ruler(w.tMarine);
    const label = () => ruler.labelAt(waypointsThrough([at(0, 0), at(0, -1)]).at(-1)!) as { distance: { total: string } };
    expect(label().distance.total).toBe("1");
    await vi.waitFor(() => expect(w.table.loaded).not.toBeNull());
    // SMR-11: one hex face per move unit, one more per unspent move unit: 2 + 1 after one hex of two
    const units = 'STARSKIRMISH.StarMarines.Move.ruler.units.other {"spent":"1","count":"2"}';
    expect(label().distance.total).toBe(`STARSKIRMISH.StarMarines.Move.ruler.left.other ${JSON.stringify({ spent: "1", allowance: "2", left: "1", turns: "0", turnsAllowed: "3", units, count: "3" })}`);
  });

  it("is loaded by a move's hooks, which then mark the unit Moved (IX-A)", async () => {
    const w = await startedWorld();
    w.stubs.actAs("player1");
    const changed = w.to(0, -1);
    await w.tMarine.document.update(changed);
    w.stubs.fire.updated(w.tMarine.document as never, changed, "player1");
    await vi.waitFor(async () => expect(await w.markersOf(w.marine)).toEqual({ "smr-moved": 1 }));
  });

  it("puts the builder's button in the Actors directory without the rules, and loads them for a click (IV-a)", async () => {
    const w = await startedWorld();
    w.stubs.actAs("gm");
    const html = document.createElement("section");
    html.innerHTML = `<header class="directory-header"><div class="header-actions"></div></header>`;
    w.stubs.fire.rendered("ActorDirectory", {}, html);
    const button = html.querySelector<HTMLButtonElement>(".smr-army-button");
    expect(button).not.toBeNull();
    expect(w.table.loaded).toBeNull();
    // the builder opens; closing its dialog builds nothing
    w.stubs.dialogs.answer(null);
    button!.click();
    await vi.waitFor(() => expect(w.table.loaded).not.toBeNull());
    await vi.waitFor(() => expect(w.stubs.dialogs.shown.length).toBe(1));
  });
});
