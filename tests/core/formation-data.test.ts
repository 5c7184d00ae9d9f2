// Formations as data: expanding members into figures and groups, and editing the member list.
import { describe, expect, it } from "vitest";
import { expandFormation, MAX_FIGURES, type ResolvedMember } from "../../src/core/formation-expand";
import { addMembers, applyMemberEdits, removeMember } from "../../src/core/formation-members";
import type { FormationSystem } from "../../src/core/formation-schema";
import { formationContext } from "../../src/system/formation/formation-context";

const system = (members: FormationSystem["members"], shape: FormationSystem["shape"] = "block", level: FormationSystem["level"] = "group"): FormationSystem => ({ members, level, shape, facing: "N", notes: "" });
const m = (uuid: string, quantity = 1, role: "member" | "leader" = "member") => ({ uuid, name: uuid, quantity, role });

const world: Record<string, ResolvedMember> = {
  "Actor.nco": { kind: "actor", uuid: "Actor.nco", name: "NCO team", width: 1, height: 1 },
  "Actor.rifle": { kind: "actor", uuid: "Actor.rifle", name: "Rifle team", width: 1, height: 1 },
  "Actor.apc": { kind: "actor", uuid: "Actor.apc", name: "APC", width: 2, height: 2 },
  "Actor.squad": { kind: "formation", uuid: "Actor.squad", name: "Squad", system: system([m("Actor.nco", 1, "leader"), m("Actor.rifle", 2)], "wedge") },
};
const resolve = (uuid: string) => world[uuid] ?? null;

describe("expandFormation", () => {
  it("repeats members by count, keeps footprints and marks leaders", () => {
    const e = expandFormation({ uuid: "Actor.root", system: system([m("Actor.nco", 1, "leader"), m("Actor.rifle", 3), m("Actor.apc")]) }, resolve);
    expect(e.problems).toEqual([]);
    expect(e.figures.map((f) => [f.actorUuid, f.leader, f.width])).toEqual([
      ["Actor.nco", true, 1],
      ["Actor.rifle", false, 1],
      ["Actor.rifle", false, 1],
      ["Actor.rifle", false, 1],
      ["Actor.apc", false, 2],
    ]);
    expect(new Set(e.figures.map((f) => f.id)).size).toBe(5);
  });
  it("makes each copy of a nested formation a group of its own with its shape (a platoon of squads)", () => {
    const e = expandFormation({ uuid: "Actor.platoon", system: system([m("Actor.nco", 1, "leader"), m("Actor.squad", 3)]) }, resolve);
    expect(e.figures).toHaveLength(1 + 3 * 3);
    expect(e.groups).toEqual([
      { id: "g0", shape: "wedge" },
      { id: "g1", shape: "wedge" },
      { id: "g2", shape: "wedge" },
    ]);
    expect(e.figures.filter((f) => f.group === "g1").map((f) => f.actorUuid)).toEqual(["Actor.nco", "Actor.rifle", "Actor.rifle"]);
  });
  it("reports a missing member and a formation inside itself", () => {
    world["Actor.loop"] = { kind: "formation", uuid: "Actor.loop", name: "Loop", system: system([m("Actor.loop")]) };
    const e = expandFormation({ uuid: "Actor.root", system: system([m("Actor.gone"), m("Actor.loop")]) }, resolve);
    expect(e.problems).toEqual([
      { uuid: "Actor.gone", name: "Actor.gone", reason: "missing" },
      { uuid: "Actor.loop", name: "Loop", reason: "cycle" },
    ]);
  });
  it("refuses more figures than one drop can place, once", () => {
    const e = expandFormation({ uuid: "Actor.root", system: system([m("Actor.rifle", 200), m("Actor.squad", 200), m("Actor.squad", 200)]) }, resolve);
    expect(e.figures).toHaveLength(MAX_FIGURES);
    expect(e.problems.filter((p) => p.reason === "tooMany")).toHaveLength(1);
  });
});

describe("editing members", () => {
  it("adds dropped actors, counts a second drop of the same one, and refuses the formation itself", () => {
    const { members, refused } = addMembers([m("Actor.rifle")], [{ uuid: "Actor.rifle", name: "Rifle" }, { uuid: "Actor.nco", name: "NCO" }, { uuid: "Actor.self", name: "Me" }], "Actor.self");
    expect(members).toEqual([m("Actor.rifle", 2), { uuid: "Actor.nco", name: "NCO", quantity: 1, role: "member" }]);
    expect(refused).toEqual(["Me"]);
  });
  it("reads counts and roles from the sheet, bounded, and ignores nonsense", () => {
    const edited = applyMemberEdits([m("a"), m("b"), m("c")], { 0: { quantity: "6", role: "leader" }, 1: { quantity: "0", role: "general" }, 2: { quantity: "9999" }, 7: { quantity: 3 } });
    expect(edited.map((x) => [x.quantity, x.role])).toEqual([
      [6, "leader"],
      [1, "member"],
      [200, "member"],
    ]);
    expect(removeMember(edited, 1).map((x) => x.uuid)).toEqual(["a", "c"]);
  });
  it("the sheet counts figures and those on the scene", () => {
    const ctx = formationContext({ members: [m("a", 6), m("b", 2)] }, { byMember: new Map([[0, { count: 4, state: "Wound ×2" }]]) });
    expect(ctx.figures).toBe(8);
    expect(ctx.onScene).toBe(4);
    expect(ctx.members[0]).toMatchObject({ onScene: 4, state: "Wound ×2" });
  });
});
