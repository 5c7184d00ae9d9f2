// Starship Marine's step letters as players read them (Table 3.1 letters the steps a to l, the quick
// reference sheet adds m to o): a lower-case "l" reads as "1" in the UI font, so every step is
// named "Step L", upper case, wherever lang/en.json or the rules journal the packs carry names one.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SEQUENCE } from "../../../../src/rulesets/starship-marine/rules/sequence";

const root = join(__dirname, "../../../..");
type Tree = { [key: string]: string | Tree };
const lang = JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")) as { STARSKIRMISH: Tree & { StarshipMarine: Tree; Setting: Tree } };

function texts(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : texts(v)));
}

/** A step named by a lower-case letter: "step l", "steps m to o", "a. Activate". */
const LOWER_STEP = /\bsteps? [a-o]\b|^[a-o]\. |\b[a-o] to [a-o]\b/;

describe("step letters (3.1, SSM-7)", () => {
  it("names each step of the tracker 'Step X – ...', its rules letter in upper case", () => {
    const labels = lang.STARSKIRMISH.StarshipMarine.Sequence as Record<string, string>;
    for (const step of SEQUENCE) expect(labels[step.id], step.id).toMatch(new RegExp(`^Step ${step.id.toUpperCase()} – \\S`));
    expect(labels.l).toBe("Step L – Mark destroyed doors, reveal");
  });

  it("names no step by a lower-case letter in the Starship Marine strings, its setting or its rules journal", () => {
    const ssm = [...texts(lang.STARSKIRMISH.StarshipMarine), ...texts(lang.STARSKIRMISH.Setting.ssmOptionalSteps as Tree)];
    expect(ssm.filter((t) => LOWER_STEP.test(t))).toEqual([]);
    expect(ssm).toContain("A destroyed door opens at Step L, the end of the move.");
    const journal = readFileSync(join(root, "packs/_source/ssm-rules/rules-reference.yml"), "utf8");
    expect(journal.split("\n").filter((l) => LOWER_STEP.test(l.replace(/<[^>]+>/g, " ")))).toEqual([]);
    expect(journal).toContain("<strong>Step L – Mark destroyed doors, reveal</strong>");
  });
});

describe("the tracker counts moves (3.1)", () => {
  it("its banner says 'Move 3', as the door cards say 'move 3', with or without the optional steps", async () => {
    const { ssmMoveSequence } = await import("../../../../src/rulesets/starship-marine/rules/sequence");
    const { turnBannerView } = await import("../../../../src/core/turn/index");
    for (const optional of [false, true]) {
      const view = turnBannerView(ssmMoveSequence(optional), { turn: 3, phase: "e" });
      expect(view.turnLabel).toBe("STARSKIRMISH.StarshipMarine.Sequence.move");
    }
    expect((lang.STARSKIRMISH.StarshipMarine.Sequence as Record<string, string>).move).toBe("Move");
  });
});
