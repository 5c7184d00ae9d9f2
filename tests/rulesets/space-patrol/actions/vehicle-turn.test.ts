// @vitest-environment happy-dom
// Turning a vehicle (Guide 6.7) from the vehicle sheet's Turn button, against the stand-ins after a
// real init: the dialog names the driver and the cost; the card says the turn takes the driver's Move
// and Action and the move left of the speed after markers (6.15); the vehicle's token turns for its
// owner; no driver, a wreck, a stranger and a bad number of degrees are refused clearly.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import type { ApplicationV2 } from "../../../helpers/foundry/application";
import type { VehicleTurnCardContext, VehicleTurnDialogContext } from "../../../../src/rulesets/space-patrol/view/vehicle-turn-view";

const KEY = "STARSKIRMISH.SpacePatrol.VehicleTurn";
const GM_ONLY = { default: 0 };
const turn = async (vehicle: unknown) => (await import("../../../../src/rulesets/space-patrol/actions/vehicle-turn")).turnVehicle(vehicle as never);

async function setup(crew = true) {
  const t = await spaceBoard();
  const driver = t.npc("Actor.driver", "Driver <b>Ko</b>");
  const crawler = t.vehicle("Actor.crawler", "Crawler", { vehicleType: "wheeled", speed: 20, crew: crew ? [{ role: "driver", actorUuid: driver.uuid, actorName: "Driver Ko" }] : [] });
  t.place(crawler, 2);
  return { ...t, driver, crawler };
}

describe("turning a vehicle (Guide 6.7)", () => {
  it("asks the degrees, turns the token and says the driver's Move and Action are spent and what is left", async () => {
    const t = await setup();
    await t.mark(t.crawler, "sp-vehicle-damage", 2);
    t.tokenOf(t.crawler).document.rotation = 30;
    t.answer({ degrees: "135", direction: "left" });
    expect(await turn(t.crawler)).toBe(true);
    const dialog = t.card<VehicleTurnDialogContext>("dialogs/vehicle-turn.hbs");
    expect(dialog).toMatchObject({ driverName: "Driver <b>Ko</b>", speed: 16, upToDegrees: 90, costKey: `${KEY}.quarter` });
    // 20 less 2 x 10% = 16; 135° is two quarters: 8 left
    expect(t.card<VehicleTurnCardContext>("cards/vehicle-turn.hbs")).toMatchObject({ degrees: 135, steps: 2, speed: 16, left: 8, reduced: true, markers: 2, tokensTurned: 1 });
    expect(t.tokenOf(t.crawler).document.rotation).toBe(255);
    expect(t.messages.at(-1)!.system.kind).toBe("spVehicleTurn");
    // the driver's name is shown as text
    expect(String(t.messages.at(-1)!.content)).toContain("Driver &lt;b&gt;Ko&lt;/b&gt;");
  });

  it("the driver's owner may turn it, but the vehicle's token stays for its owner to move", async () => {
    const t = await setup();
    t.crawler.ownership = GM_ONLY;
    t.answer({ degrees: 90, direction: "right" });
    expect(await turn(t.crawler)).toBe(true);
    expect(t.tokenOf(t.crawler).document.rotation).toBe(0);
    expect(t.card<VehicleTurnCardContext>("cards/vehicle-turn.hbs")).toMatchObject({ tokensTurned: 0, left: 15 });
  });

  it("refuses an empty driver's seat, a wreck, a stranger and a turn of 0 or 400 degrees", async () => {
    const empty = await setup(false);
    expect(await turn(empty.crawler)).toBe(false);
    expect(empty.notes).toContain(`${KEY}.refused.noDriver`);
    const t = await setup();
    t.crawler.ownership = GM_ONLY;
    t.driver.ownership = GM_ONLY;
    expect(await turn(t.crawler)).toBe(false);
    expect(t.notes).toContain(`${KEY}.refused.notYours`);
    t.crawler.ownership = { default: 3 };
    for (const degrees of [0, 400, "x"]) {
      t.answer({ degrees, direction: "right" });
      expect(await turn(t.crawler)).toBe(false);
    }
    expect(t.notes).toContain(`${KEY}.refused.degrees`);
    await t.mark(t.crawler, "sp-vehicle-wrecked", 1);
    expect(await turn(t.crawler)).toBe(false);
    expect(t.notes).toContain(`${KEY}.refused.wrecked`);
    expect(t.messages.filter((m) => m.system.kind === "spVehicleTurn")).toHaveLength(0);
  });

  it("turns again once the Wrecked marker is off (as Reverse the Polarity takes it, 4.2), by the sheet's own decision", async () => {
    const t = await setup();
    await t.mark(t.crawler, "sp-vehicle-wrecked", 1);
    t.answer({ degrees: 90, direction: "right" });
    expect(await turn(t.crawler)).toBe(false);
    expect(t.notes).toEqual([`${KEY}.refused.wrecked`]);
    expect(t.tokenOf(t.crawler).document.rotation).toBe(0);
    await t.mark(t.crawler, "sp-vehicle-wrecked", -1);
    expect(await turn(t.crawler)).toBe(true);
    expect(t.tokenOf(t.crawler).document.rotation).toBe(90);
    expect(t.notes).toHaveLength(1);
  });

  it("the sheet shows the speed after markers and its Turn button turns the vehicle", async () => {
    const t = await setup();
    await t.mark(t.crawler, "sp-vehicle-failureCascade", 1);
    const { VehicleSheet } = await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet");
    const sheet = new VehicleSheet({ document: t.crawler } as never) as unknown as ApplicationV2;
    await sheet.render(true);
    expect(sheet.element.querySelector(".sp-speed-now")?.textContent).toMatch(/Speed now: 18/);
    t.answer({ degrees: 90, direction: "right" });
    sheet.element.querySelector<HTMLElement>('[data-action="turn"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    await Promise.all(sheet.actionCalls);
    expect(t.tokenOf(t.crawler).document.rotation).toBe(90);
  });
});
