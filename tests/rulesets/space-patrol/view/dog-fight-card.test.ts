// The dog fighting card names each modifier of Guide 6.7 with its count, and its outcome follows the roll.
import { describe, expect, it } from "vitest";
import { dogFightCardContext } from "../../../../src/rulesets/space-patrol/view/dog-fight-card";
import { dogFightTask } from "../../../../src/rulesets/space-patrol/rules/vehicles";
import { resolveTask } from "../../../../src/rulesets/space-patrol/rules/task";

const card = (level: string, targetLevel: string, aDrive: number, targetADrive: number, d20: number) =>
  dogFightCardContext({
    vehicleName: "Hawk",
    pilotName: "Ace",
    targetName: "Kite",
    level,
    aDrive,
    targetADrive,
    targetLevel,
    vehicleMarkers: 2,
    pilotWounds: 1,
    result: resolveTask(dogFightTask({ aDrive, airPilot: level === "X" ? "X" : Number(level) }, { aDrive: targetADrive, airPilot: targetLevel === "X" ? "X" : Number(targetLevel) }, { vehicle: { "sp-vehicle-damage": 2 }, pilot: { "sp-wound": 1 } }), d20),
  });

describe("the dog fighting card (Guide 6.7)", () => {
  it("lists codes, pilots, markers and wounds, each with its count and side", () => {
    expect(card("1", "X", 1, 4, 20).lines.map((l) => [l.label.split(".").pop(), l.count, l.countLabel.split(".").pop()])).toEqual([
      ["slower", 3, "disadvantageCount"],
      ["betterPilot", 1, "advantageCount"],
      ["vehicleMarkers", 2, "disadvantageCount"],
      ["pilotWounds", 1, "disadvantageCount"],
    ]);
  });
  it("names an untrained pilot's disadvantage, and the outcome follows the roll", () => {
    const lost = card("X", "X", 2, 2, 3);
    expect(lost.lines.map((l) => l.label.split(".").pop())).toEqual(["vehicleMarkers", "pilotWounds", "untrained"]);
    expect(lost.outcomeKey).toBe("STARSKIRMISH.SpacePatrol.DogFight.noShot");
    // X: four disadvantages (DT 28); 20 + 0 - 1 + 2 = 21 fails, so even a 20 gives no shot
    expect(lost.result.dt).toBe(28);
  });
});
