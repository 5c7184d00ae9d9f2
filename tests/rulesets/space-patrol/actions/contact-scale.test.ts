// @vitest-environment happy-dom
// Touch and contact at a scene's ground scale (Guide 6.1, our reading: figures side by side touch at
// any scale; 6.1 divides moves, ranges and bursts only), against stand-ins after a real init with
// queued dice: at 15 m to the square a medic reaches the patient in the next square, the psi-probe
// touches its target there, melee strikes there and the fire dialog presets melee contact; two
// squares apart each is refused as at 1.5 m. Melee's gap beyond contact is a reach, a distance 6.1
// scales: a Reach 6 weapon spans one square of gap at 1.5 m, none at 15 m.
import { describe, expect, it } from "vitest";
import { spaceBoard, type SpaceBoard } from "../../../helpers/space-patrol-board";

const actions = async () => (await import("../../../../src/rulesets/space-patrol/actions/action-handlers")).SHEET_ACTION_HANDLERS;

/** A board whose scene stands at `metres` to the square (the scene's ground scale flag, turn/ground-scale.ts). */
async function board(metres: number, faces: number[] = []) {
  const t = await spaceBoard(faces);
  (t.canvas.scene as unknown as { flags: object }).flags = { starskirmish: { spGroundScale: metres } };
  return t;
}

describe("a medic's reach at any ground scale (Guide 6.1, 8.1)", () => {
  it("treats the patient in the next square at 15 m, and not two squares away, as at 1.5 m", async () => {
    for (const metres of [1.5, 15, 150]) {
      const t = await board(metres);
      const { patientFor } = await import("../../../../src/rulesets/space-patrol/actions/patient");
      const medic = t.patrolman("Actor.medic", "Medic", { medicine: 2 });
      const mate = t.patrolman("Actor.mate", "Mate", {});
      t.place(medic, 0);
      t.place(mate, 1);
      t.target(mate);
      expect(patientFor(medic as never)).toBe(mate);
      t.place(mate, 2);
      t.target(mate);
      expect(patientFor(medic as never)).toBeNull();
      expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Care.notAdjacent"]);
    }
  });
});

describe("the psi-probe's touch at any ground scale (Guide 2.3, 6.1)", () => {
  const probe = async (t: SpaceBoard, squares: number) => {
    const op = t.patrolman("Actor.op", "Op", { psiProbe: 2 });
    const guard = t.npc("Actor.guard", "Guard");
    t.place(op, 0);
    t.place(guard, squares);
    t.target(guard);
    t.answer({ willing: false, stunned: false });
    await (await import("../../../../src/rulesets/space-patrol/actions/psionics")).usePsiPower(op as never, "psiProbe");
  };

  it("touches a target in the next square at 15 m and rolls", async () => {
    const t = await board(15, [9]);
    await probe(t, 1);
    expect(t.notes).toEqual([]);
    expect(t.rolled).toEqual(["1d20"]);
    expect(t.messages.map((m) => m.system.kind)).toEqual(["spPsi"]);
  });

  it("refuses a target two squares away at 15 m, as at 1.5 m, before any roll", async () => {
    for (const metres of [1.5, 15]) {
      const t = await board(metres, [9]);
      await probe(t, 2);
      expect(t.notes).toContainEqual(expect.stringContaining("STARSKIRMISH.SpacePatrol.Psi.refused.notTouching"));
      expect(t.rolled).toEqual([]);
    }
  });
});

describe("melee at any ground scale (Guide 6.1, 6.6, 6.8)", () => {
  async function fight(metres: number, squares: number, reach = 1) {
    // a d20 of 1 misses: the strike is made, and no damage is rolled
    const t = await board(metres, [1]);
    const weapon = t.item("weapon", "pole", { code: "S", kind: "blade", attack: "melee", reach, maxHits: 1, effective: { range: 1, penetration: 0, bonus: 0 } });
    const ace = t.patrolman("Actor.ace", "Ace", { blades: 2 }, [weapon]);
    const foe = t.npc("Actor.foe", "Foe", { assets: { vigor: 0 } });
    t.place(ace, 0);
    t.place(foe, squares);
    t.target(foe);
    t.answer({ choice: "pole", targetReach: 0, targetFighting: "0", attackers: 1 });
    await (await actions()).melee!(ace as never);
    return t;
  }
  const struck = (t: SpaceBoard) => t.messages.some((m) => m.system.kind === "spMelee");

  it("strikes a foe in the next square at 15 m and 150 m", async () => {
    for (const metres of [15, 150]) {
      const t = await fight(metres, 1);
      expect(t.notes).toEqual([]);
      expect(struck(t)).toBe(true);
    }
  });

  it("refuses a foe two squares away at 15 m, as at 1.5 m", async () => {
    for (const metres of [1.5, 15]) {
      const t = await fight(metres, 2);
      expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Melee.outOfReach"]);
      expect(struck(t)).toBe(false);
    }
  });

  it("counts the gap beyond contact at the scene's scale: a Reach 6 weapon spans a square at 1.5 m, not at 15 m", async () => {
    const near = await fight(1.5, 2, 6);
    expect(near.notes).toEqual([]);
    expect(struck(near)).toBe(true);
    const far = await fight(15, 2, 6);
    expect(far.notes).toEqual(["STARSKIRMISH.SpacePatrol.Melee.outOfReach"]);
  });

  it("presets melee contact in the fire dialog for a target in the next square at 15 m, not two squares away", async () => {
    for (const [squares, contact] of [[1, true], [2, false]] as const) {
      const t = await board(15, [15, 6, 6, 6]);
      const rifle = t.item("weapon", "rifle", { code: "M", kind: "firearm", targets: 1, ammoPerTurn: 1, effective: { range: 300, penetration: 5, bonus: 0 } });
      const shooter = t.patrolman("Actor.ace", "Ace", { firearms: 2 }, [rifle]);
      const raider = t.npc("Actor.raider", "Raider");
      t.place(shooter, 0);
      t.place(raider, squares);
      t.target(raider);
      t.answer({});
      await (await import("../../../../src/rulesets/space-patrol/actions/fire")).fireWeapon(shooter as never, rifle as never);
      const asked = (t.stubs.dialogs.shown.at(-1)?.config as { content: string }).content;
      expect(/name="meleeContact" checked/.test(asked)).toBe(contact);
    }
  });
});
