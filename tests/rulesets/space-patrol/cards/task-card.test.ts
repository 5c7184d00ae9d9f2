// A task card already in a world's chat keeps working: one stored before the registry, with its
// asset level as a number, reads as the current kind does, and its task is the same.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../../../helpers/boot";
import { installCardRecorder } from "../../../helpers/card-recorder";

describe("the task card kind", () => {
  it("reads an older card whose asset level was stored as a number, and one stored as X", async () => {
    await bootSystem();
    const rec = installCardRecorder();
    const { TASK_CARD, taskInputOf } = await import("../../../../src/rulesets/space-patrol/cards/task");
    const { readCard } = await import("../../../../src/system/cards/read-card");
    const create = (globalThis as unknown as { ChatMessage: { implementation: { create(d: object): Promise<unknown> } } }).ChatMessage.implementation.create;
    const old = (asset: number | string) => ({
      type: "card",
      system: { kind: "spTask", targets: [], payload: { assetId: "vigor", input: { dt: 12, asset, equipment: 1, advantages: 0, disadvantages: 1 }, d20: 14, rerolled: false } },
    });
    await create(old(3));
    await create(old("X"));
    const [numeric, x] = rec.messages.map((m) => readCard(m as never, TASK_CARD));
    expect(numeric?.payload.input.asset).toBe("3");
    expect(taskInputOf(numeric!.payload.input)).toMatchObject({ dt: 12, asset: 3, equipment: 1, disadvantages: 1, psi: false });
    expect(x?.payload.input.asset).toBe("X");
    // the new fields an old card lacks take their initial values
    expect(numeric?.payload.tactics).toEqual([]);
  });

  it("still refuses a stored level no asset can have", async () => {
    await bootSystem();
    const rec = installCardRecorder();
    const { TASK_CARD } = await import("../../../../src/rulesets/space-patrol/cards/task");
    const { readCard } = await import("../../../../src/system/cards/read-card");
    const create = (globalThis as unknown as { ChatMessage: { implementation: { create(d: object): Promise<unknown> } } }).ChatMessage.implementation.create;
    await create({ type: "card", system: { kind: "spTask", targets: [], payload: { assetId: "vigor", input: { dt: 12, asset: 42 }, d20: 14 } } });
    expect(readCard(rec.messages[0] as never, TASK_CARD)).toBeNull();
  });
});
