// The kit's real dice: every die a Roll, in one batch per die size or one at a time, and the
// result the same as the pure procedure on those faces.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";
import { installQueuedRoll } from "../helpers/queued-roll";
import type { DiceSource } from "../../src/core/dice";

describe("real dice", () => {
  it("rolls a batch procedure once per die size and replays the faces in the order asked", async () => {
    await bootSystem();
    const { rolled } = installQueuedRoll([3, 5, 6, 12]);
    const { rollInOneBatch } = await import("../../src/system/real-dice");
    const procedure = (d: DiceSource) => [d.die(6), d.die(20), d.die(6), d.die(6)];
    const { result, rolls } = await rollInOneBatch(procedure);
    expect(rolled).toEqual(["3d6", "1d20"]);
    expect(rolls).toHaveLength(2);
    expect(result).toEqual([3, 12, 5, 6]);
  });

  it("rolls a deciding procedure one die at a time, after the dice it was given", async () => {
    await bootSystem();
    const { rolled } = installQueuedRoll([4, 1]);
    const { rollOneAtATime } = await import("../../src/system/real-dice");
    // a second die only when the first is high, as a rule that decides as it goes
    const procedure = (d: DiceSource) => {
      const first = d.die(6);
      return first >= 4 ? [first, d.die(6), d.die(4)] : [first];
    };
    const { result, rolls, dice } = await rollOneAtATime(procedure, [{ sides: 6, value: 5 }]);
    expect(rolled).toEqual(["1d6", "1d4"]);
    expect(rolls).toHaveLength(2);
    expect(result).toEqual([5, 4, 1]);
    expect(dice.map((x) => x.sides)).toEqual([6, 6, 4]);
  });
});
