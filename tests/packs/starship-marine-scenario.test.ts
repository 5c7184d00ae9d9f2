// The sample boarding scenario (Starship Marine, our own design): a gridless deck of 2.5 cm spaces
// whose rooms each have a door, whose outer hull is marked against SuperCharges (3.9), and whose
// corridor runs from the airlock to Main Control through two doors; marked as sample content.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { crossesWall } from "../../src/core/board/walls";
import { STARSHIP_MARINE } from "../../src/rulesets/starship-marine/data/definition";

interface Wall { c: [number, number, number, number]; door: number; ds: number; flags: { starskirmish?: { ssmHull?: boolean } } }
interface Drawing { x: number; y: number; text: string; shape: { width: number; height: number }; flags: { starskirmish?: { ssmControlRoom?: string } } }
const scene = YAML.parse(readFileSync(join(__dirname, "../../packs/_source/ssm-scenarios/kestrel.yml"), "utf8")) as { name: string; width: number; height: number; grid: object; walls: Wall[]; drawings: Drawing[]; flags: { starskirmish: { sample: boolean } } };
const seg = (w: Wall) => ({ x1: w.c[0], y1: w.c[1], x2: w.c[2], y2: w.c[3] });
const onEdge = (w: Wall) => {
  const [x1, y1, x2, y2] = w.c;
  return (x1 === x2 && (x1 === 0 || x1 === scene.width)) || (y1 === y2 && (y1 === 0 || y1 === scene.height));
};

describe("the Kestrel boarding scenario", () => {
  it("is a gridless scene in centimetres, as every Starship Marine scene, and says it is a sample", () => {
    expect(scene.grid).toEqual({ type: 0, size: 100, distance: STARSHIP_MARINE.grid.distance, units: "cm" });
    expect(scene.name).toContain("sample");
    expect(scene.flags.starskirmish.sample).toBe(true);
  });
  it("outlines Main Control and Power Control so the side panel follows who holds them (3.11)", () => {
    const rooms = Object.fromEntries(scene.drawings.filter((d) => d.flags.starskirmish?.ssmControlRoom).map((d) => [d.flags.starskirmish!.ssmControlRoom, d.text]));
    expect(rooms).toEqual({ main: "Main Control", power: "Power Control" });
  });
  it("marks exactly the outer walls as hull", () => {
    for (const w of scene.walls) expect(w.flags.starskirmish?.ssmHull === true, JSON.stringify(w.c)).toBe(onEdge(w));
  });
  it("gives every room a door on its walls", () => {
    const doors = scene.walls.filter((w) => w.door === 1);
    for (const room of scene.drawings) {
      const [left, top, right, bottom] = [room.x, room.y, room.x + room.shape.width, room.y + room.shape.height];
      const onBoundary = doors.some(({ c: [x1, y1, x2, y2] }) => (x1 === x2 && (x1 === left || x1 === right) && Math.min(y1, y2) >= top && Math.max(y1, y2) <= bottom) || (y1 === y2 && (y1 === top || y1 === bottom) && Math.min(x1, x2) >= left && Math.max(x1, x2) <= right));
      expect(onBoundary, room.text).toBe(true);
    }
  });
  it("runs the corridor from the airlock to Main Control through its shut inner door and Main Control's locked door only", () => {
    const crossed = scene.walls.filter((w) => crossesWall(200, 1200, 3800, 1200, seg(w)));
    expect(crossed.map((w) => [w.door, w.ds])).toEqual([[1, 0], [1, 2]]);
  });
});
