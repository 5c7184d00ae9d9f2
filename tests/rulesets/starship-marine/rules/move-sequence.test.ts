// A Starship Marine move on the shared turn engine (3.1, SSM-7): one phase per step, a-l, or a-o
// when the GM turns the optional steps on; play runs through them and on to the next move.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ssmMoveSequence } from "../../../../src/rulesets/starship-marine/rules/sequence";
import { nextPosition, firstPosition, turnBannerView } from "../../../../src/core/turn/index";

const lang = JSON.parse(readFileSync(join(__dirname, "../../../../lang/en.json"), "utf8")) as Record<string, unknown>;
const has = (key: string) => key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang) !== undefined;

describe("the move in the tracker (3.1)", () => {
  it("runs a to l and then the next move's a", () => {
    const seq = ssmMoveSequence(false);
    let pos = firstPosition(seq);
    const seen: string[] = [];
    for (let i = 0; i < 13; i++) {
      seen.push(`${pos.turn}${pos.phase}`);
      pos = nextPosition(seq, pos);
    }
    expect(seen.join(" ")).toBe("1a 1b 1c 1d 1e 1f 1g 1h 1i 1j 1k 1l 2a");
  });
  it("adds m, n and o only when the GM turns them on (SSM-7)", () => {
    const seq = ssmMoveSequence(true);
    expect(seq.phases.map((p) => p.id).join("")).toBe("abcdefghijklmno");
    expect(nextPosition(seq, { turn: 1, phase: "l" })).toEqual({ turn: 1, phase: "m" });
    expect(nextPosition(ssmMoveSequence(false), { turn: 1, phase: "l" })).toEqual({ turn: 2, phase: "a" });
  });
  it("says at every step who may act, in a string the language file has", () => {
    const seq = ssmMoveSequence(true);
    for (const phase of seq.phases) {
      const view = turnBannerView(seq, { turn: 1, phase: phase.id });
      expect(has(view.phaseLabel), view.phaseLabel).toBe(true);
      expect(view.hint !== null && has(view.hint), String(view.hint)).toBe(true);
    }
  });
});
