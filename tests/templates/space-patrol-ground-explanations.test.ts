// Space Patrol! ground cards and sheets after a GM's screenshot review: the fire card says where a
// hit count above one comes from (SP-6, Guide 6.6), the ground Tactics buttons say what a point does
// (6.3), a vehicle's repair rows and repair card spell out the hours and cite 6.15, its speed and
// turning lines cite 6.15 and 6.7, and the morale prompt says why a witness of two events checks once
// at the higher DT (6.9, SP-9); the Use Device card writes its blindness roll and doses left (8.7).
// Rendered from the gallery samples with real Handlebars and English.
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer } from "../helpers/gallery-render";
import { hitsHowOf } from "../../src/rulesets/space-patrol/view/fire-card";
import { plainText } from "../helpers/plain-text";

let render: (id: string) => string;

beforeAll(async () => {
  ({ render } = await sampleRenderer());
});

const plain = plainText;
const texts = (html: string, cls: string) => [...html.matchAll(new RegExp(`<(\\w+)[^>]* class="[^"]*\\b${cls}\\b[^"]*"[^>]*>([\\s\\S]*?)</\\1>`, "g"))].map((m) => plain(m[2]!));

describe("the fire card's hit count (SP-6, Guide 6.6)", () => {
  it("writes 1 + the special successes beside a count above one", () => {
    // 21 against DT 8: 13 over, three full 4s, so 1 + 3 = 4 hits
    expect(texts(render("sp-fire"), "sp-fire-hits-how")).toEqual(["(1 + 3 special successes, one for each full 4 over the Difficulty Target (SP\u20116, 6.6))"]);
  });

  it("says when the rounds spent cut the count below 1 + the special successes", () => {
    // 16 against DT 8 is two special successes, but one round was spent: one hit
    const html = render("sp-fire-vehicle");
    expect(html).toMatch(/class="sp-roll-outcome">1 hit<\/span>/);
    expect(texts(html, "sp-fire-hits-how")).toEqual([
      "(1 + 2 special successes, one for each full 4 over the Difficulty Target (SP\u20116, 6.6); cut to 1: no more hits than the rounds spent allow, or the weapon's hits per shot (6.6))",
    ]);
  });

  it("explains nothing for a single hit without special successes, or a miss", () => {
    expect(render("sp-fire-nbc")).not.toContain("sp-fire-hits-how");
    expect(hitsHowOf(false, 0, 0)).toBeNull();
    expect(hitsHowOf(true, 0, 1)).toBeNull();
    expect(hitsHowOf(true, 2, 3)).toEqual({ special: 2, cappedAt: null });
    expect(hitsHowOf(true, 2, 1)).toEqual({ special: 2, cappedAt: 1 });
  });
});

describe("the ground Tactics buttons (Guide 6.3)", () => {
  it("say that each point moves the roll's total by 1, at most 3 a side, on the task, fire and melee cards", () => {
    for (const id of ["sp-task-tactics", "sp-fire", "sp-melee"]) {
      const labels = texts(render(id), "sp-tactics-label");
      expect(labels.length, id).toBeGreaterThan(0);
      for (const label of labels) expect(label, id).toBe("Spend Tactics points: each +1 or \u22121 moves this roll's total by 1, at most 3 per side (6.3).");
    }
  });
});

describe("a vehicle's repairs, speed and turning (Guide 6.7, 6.15)", () => {
  it("writes each repair row's Mechanics DT and hours in words, with the section", () => {
    const list = render("sp-vehicle-wrecked-systems").match(/<ul class="sp-repair-rows">([\s\S]*?)<\/ul>/)![1]!;
    const rows = [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => plain(m[1]!));
    expect(rows).toEqual(["Damage ×2 · Mechanics DT 12, 1 hour each (6.15)", "Failure Cascade ×1 · Mechanics DT 20, 4 hours each (6.15)"]);
    expect(render("sp-vehicle-repair-dialog")).toContain("Mechanics DT 12, 1 hour each (6.15)");
    expect(render("sp-vehicle-repair-dialog")).not.toMatch(/\d h each/);
  });

  it("writes the time a repair took in hours, with the section", () => {
    expect(texts(render("sp-vehicle-repair-fixed"), "sp-repair-time")).toEqual(["Time taken: 1 hour (6.15)."]);
    expect(texts(render("sp-vehicle-repair-failed"), "sp-repair-time")).toEqual(["Time taken: 4 hours (6.15)."]);
  });

  it("cites the speed cut and the turning cost", () => {
    const html = render("sp-vehicle-systems");
    expect(texts(html, "sp-speed-now")[0]).toMatch(/less 10% for each of 2 Damage and Failure Cascade Markers \(6\.15\)$/);
    expect(html).toContain("costs a quarter of the move (6.7). Turning takes the driver&#x27;s Move and Action (6.7).");
    expect(html).toContain("Reserving it puts the gunner on Over-watch for the next enemy turn (6.7).");
  });
});

describe("the morale prompt (Guide 6.9, SP-9)", () => {
  it("says why a witness of two events checks once, at the higher DT", () => {
    const html = render("sp-morale-prompt");
    expect(texts(html, "sp-morale-hardest")).toEqual([
      "Someone within reach of more than one of these makes only the hardest check, once: one Morale Marker is the most they can take (6.9, SP\u20119).",
    ]);
    expect(html.match(/<li>/g)!.length).toBeGreaterThanOrEqual(2);
  });
});

describe("the Use Device card (Guide 8.7)", () => {
  it("writes Space Bear's blindness roll with the number it needed and where that comes from", () => {
    expect(texts(render("sp-device-bear"), "sp-device-blindness")).toEqual([
      "Blindness roll (8.7): d20 19, blind on 19 or more (20 for the day's first dose, one lower for each dose after it)",
    ]);
  });

  it("says the doses are what is left in the injector", () => {
    expect(texts(render("sp-device-bear"), "sp-device-doses")).toEqual(["0 doses left in the injector"]);
    expect(texts(render("sp-device-krangor"), "sp-device-doses")).toEqual(["1 dose left in the injector"]);
  });
});
