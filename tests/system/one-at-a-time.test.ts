// A line of async work (system/one-at-a-time.ts): each piece starts once the one before it settled,
// in the order they were asked for, and a piece that fails fails alone. A document's line is the
// same line however often it is asked for, and another document's is another.
import { describe, expect, it } from "vitest";
import { documentLine, oneAtATime } from "../../src/system/one-at-a-time";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("one piece of work at a time", () => {
  it("starts each piece after the one before it ended, in the order asked, and gives each its result", async () => {
    const line = oneAtATime();
    const log: string[] = [];
    const piece = (name: string, ms: number) => line(async () => (log.push(`${name} starts`), await pause(ms), log.push(`${name} ends`), name));
    // the first is the slowest: without the line the others would start and end inside it
    const results = await Promise.all([piece("a", 15), piece("b", 1), piece("c", 5)]);
    expect(results).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["a starts", "a ends", "b starts", "b ends", "c starts", "c ends"]);
  });

  it("fails a piece that throws, and runs the next one all the same", async () => {
    const line = oneAtATime();
    const failing = line(async () => {
      await pause(1);
      throw new RangeError("no such card");
    });
    const next = line(async () => "ran");
    await expect(failing).rejects.toThrow("no such card");
    expect(await next).toBe("ran");
  });

  it("keeps separate lines apart: one line's slow piece holds up no other line", async () => {
    const slow = oneAtATime();
    const quick = oneAtATime();
    const log: string[] = [];
    const held = slow(async () => (await pause(15), log.push("slow")));
    await quick(async () => log.push("quick"));
    await held;
    expect(log).toEqual(["quick", "slow"]);
  });
});

describe("a document's line", () => {
  it("is one line for one document, asked for twice, and another for another document", async () => {
    const formation = { id: "alpha" };
    const other = { id: "beta" };
    const log: string[] = [];
    const first = documentLine(formation)(async () => (await pause(15), log.push("alpha first")));
    const second = documentLine(formation)(async () => log.push("alpha second"));
    const elsewhere = documentLine(other)(async () => log.push("beta"));
    await Promise.all([first, second, elsewhere]);
    expect(log).toEqual(["beta", "alpha first", "alpha second"]);
  });
});
