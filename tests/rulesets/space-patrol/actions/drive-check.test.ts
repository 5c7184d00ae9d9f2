// @vitest-environment happy-dom
// The driving check from the vehicle sheet (Guide 6.7), through the stand-ins after a real init: the
// driver rolls the asset his vehicle's kind asks for, with the drive code as equipment (3.3) and the
// vehicle's Damage, Failure Cascade and Control Markers set as disadvantages beside his Wounds (6.15).
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import type { TaskCardContext } from "../../../../src/rulesets/space-patrol/view/task-card";

async function setup(faces: number[], vehicleType: "wheeled" | "watercraft" | "flying" = "wheeled") {
  const t = await spaceBoard(faces);
  const driver = t.npc("Actor.driver", "Dee", { assets: { driver: 2, sailor: 1, airPilot: 0 } }, []);
  const car = t.vehicle("Actor.car", "Rover", { vehicleType, driveCode: 3, crew: [{ role: "driver", actorUuid: "Actor.driver", actorName: "Dee" }] });
  t.asUser("gm");
  const handlers = (await import("../../../../src/rulesets/space-patrol/actions/action-handlers")).SHEET_ACTION_HANDLERS;
  const check = () => handlers.driveCheck!(car as never);
  const dialog = () => t.rendered.filter((r) => r.path.endsWith("dialogs/asset-task.hbs")).at(-1)!.context as { disadvantages: number; equipment: number };
  return { ...t, driver, car, check, dialog };
}

describe("the driving check (Guide 6.7, 6.15)", () => {
  it("sets the drive code as equipment and the vehicle's markers with the driver's Wound as disadvantages", async () => {
    // DT 12 with three disadvantages is 24 (SP-5); 18 + Driver 2 + drive code 3 = 23 fails
    const t = await setup([18]);
    await t.mark(t.car, "sp-vehicle-damage");
    await t.mark(t.car, "sp-vehicle-control");
    await t.mark(t.car, "sp-vehicle-morale");
    await t.mark(t.driver, "sp-wound");
    t.answer({ dt: 12, disadvantages: 3, equipment: 3 });
    await t.check();
    expect(t.dialog()).toMatchObject({ disadvantages: 3, equipment: 3 });
    const card = t.card<TaskCardContext>("cards/task-roll.hbs");
    expect(card.result).toMatchObject({ dt: 24, total: 23, success: false, equipment: 3 });
    expect(t.messages[0]!.speaker).toMatchObject({ actor: "driver" });
  });

  it("asks a watercraft's driver for Sailor and an aircraft's for Air Pilot", async () => {
    for (const [type, level] of [["watercraft", "1"], ["flying", "0"]] as const) {
      const t = await setup([10], type);
      t.answer({ dt: 12 });
      await t.check();
      expect(t.card<TaskCardContext>("cards/task-roll.hbs").assetLevel.level).toBe(level);
    }
  });

  it("refuses an empty driver's seat, and a wreck where the sheet dispatches it (6.15)", async () => {
    const t = await setup([]);
    await t.car.update({ system: { crew: [] } });
    await t.check();
    await t.car.update({ system: { crew: [{ role: "driver", actorUuid: "Actor.driver", actorName: "Dee" }] } });
    await t.mark(t.car, "sp-vehicle-wrecked");
    const { runSheetAction } = await import("../../../../src/rulesets/space-patrol/actions/action-handlers");
    await runSheetAction(t.car as never, "driveCheck");
    // no battle runs here: the wreck's notice is the after-battle one (6.15)
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.DriveCheck.noDriver", "STARSKIRMISH.SpacePatrol.Wreck.refused.vehicleAfterBattle"]);
    expect(t.rolled).toHaveLength(0);
  });
});
