// @vitest-environment happy-dom
// A skimmer's damage where it flies (IX-B, SMR-9) after a real init: over a river any damage but
// Disarmed sinks it as the hit lands; on land a Crippled result rolls a real d6, and odd crashes it.
import { describe, expect, it } from "vitest";
import { applyAs } from "../../../helpers/gm-requests";
import { starMarinesBoard } from "../../../helpers/starmarines-board";
import { hexCentre } from "../../../../src/core/formation/hex";
import { cubeToOffset, HEX_LAYOUTS } from "../../../../src/core/board/hex-offsets";

async function hit(faces: number[], terrain?: string) {
  const b = await starMarinesBoard(faces);
  const gunner = b.unit("Gunner", { kind: "soldier" });
  const gun = b.weapon(gunner, { range: 6, armourPierce: 3, damage: 1 }, "Gun");
  const skimmer = b.unit("Skimmer", { kind: "vehicle", motion: "skimmer" }, "gm");
  b.put(gunner, 0, 4, 0);
  const tSkimmer = b.put(skimmer, 0, 2, 0);
  if (terrain) {
    const c = hexCentre("hexOddQ", 100, cubeToOffset(0, 2, HEX_LAYOUTS.hexOddQ));
    b.canvas.scene.addDrawing({ x: c.x - 20, y: c.y - 20, shape: { width: 40, height: 40 }, flags: { starskirmish: { smrTerrain: terrain } } } as never);
  }
  b.stubs.actAs("player1");
  b.g.game.user!.targets = new Set([tSkimmer as never]);
  b.stubs.dialogs.answer({});
  const { attackWith } = await import("../../../../src/rulesets/starmarines/actions/attack");
  await attackWith(gunner as never, gun.id);
  expect(await applyAs("player1", b.cards.messages[0]!.id, "t-Skimmer")).toEqual({ ok: true });
  return { ...b, skimmer, last: () => b.cards.messages.at(-1)! };
}

describe("skimmers hit (IX-B, SMR-9)", () => {
  it("sinks a stunned skimmer over a river", async () => {
    // 6 + 3 against 1; damage 1 + 1 against 1: margin 1, Stunned
    const t = await hit([6, 1, 1, 1], "river");
    expect(await t.markersOf(t.skimmer)).toEqual({ "smr-vehicleDestroyed": 1 });
    expect(t.last().content).toMatch(/sinks/);
  });
  it("crashes a skimmer crippled on land on an odd die, and keeps it aloft on an even one", async () => {
    // damage 4 + 1 against 1: margin 4, Crippled; crash die 3
    const odd = await hit([6, 1, 4, 1, 3]);
    expect(await odd.markersOf(odd.skimmer)).toEqual({ "smr-vehicleDestroyed": 1 });
    expect(odd.last().content).toMatch(/hits the ground/);
    const even = await hit([6, 1, 4, 1, 4]);
    expect(await even.markersOf(even.skimmer)).toEqual({ "smr-vehicleCrippled": 1 });
    expect(even.last().content).toMatch(/stays aloft/);
  });
  it("leaves a stunned skimmer on land alone", async () => {
    const t = await hit([6, 1, 1, 1]);
    expect(await t.markersOf(t.skimmer)).toEqual({ "smr-vehicleStunned": 1 });
    expect(t.cards.messages.filter((m) => m.system.kind === "smrSkimmer")).toHaveLength(0);
  });
});
