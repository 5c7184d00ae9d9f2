// The shipped Striker II rules reference: the five phases of the turn in order with the six fire
// steps of each fire phase (3.B), one row for every marker the rule set defines with whether it is
// counted and whether the GM keeps it, and the page on playing at the table. The compendium is one
// the Striker world lists, so a GM finds it beside the teams.
import { describe, expect, it } from "vitest";
import { packDocs } from "../helpers/pack-sources";
import { STRIKER_MARKERS } from "../../src/rulesets/striker/rules/markers";
import { FIRE_STEPS, PHASES } from "../../src/rulesets/striker/rules/sequence";
import { STRIKER } from "../../src/rulesets/striker/data/definition";

interface Journal {
  name: string;
  pages: { name: string; text: { content: string } }[];
}

const [reference] = packDocs<Journal>("str-rules");
const page = (name: string) => reference!.pages.find((p) => p.name === name)!.text.content;

describe("the Striker II rules reference", () => {
  it("is listed among the Striker world's compendiums", () => {
    expect(STRIKER.packs).toContainEqual({ name: "str-rules", type: "JournalEntry", label: "Striker II Rules Reference" });
    expect(reference!.name).toBe("Striker II Rules Reference");
    expect(reference!.pages.map((p) => p.name)).toEqual(["The game turn", "Markers", "Playing at the table"]);
  });

  it("walks the five phases in order, each fire phase in its six steps a to f (3.B)", () => {
    const turn = page("The game turn");
    const numbered = [...turn.matchAll(/<strong>(\d)\. /g)].map((m) => Number(m[1]));
    expect(numbered).toEqual(PHASES.map((p) => p.number));
    expect(numbered).toEqual([1, 2, 3, 4, 5]);
    const steps = [...turn.matchAll(/<strong>([a-f])\. /g)].map((m) => m[1]);
    expect(steps).toEqual([...FIRE_STEPS.map((s) => s.id), ...FIRE_STEPS.map((s) => s.id)]);
    // the command phase's hint names the phase itself: said once; its only activity is rally checks (3.B.1)
    expect(turn).toContain("1. Command phase</strong>: Only rally checks (3.B.1)");
  });

  it("explains every marker once, saying which are counted and which the GM keeps in a battle", () => {
    const markers = page("Markers");
    expect(markers.match(/<tr><td>/g)).toHaveLength(STRIKER_MARKERS.length);
    expect(markers).toContain("<tr><td>Setting up</td><td>Counted, up to 10, kept by the GM in a battle</td>");
    expect(markers).toContain("<tr><td>Suppressed</td><td>Single, kept by the GM in a battle</td>");
    expect(markers).toContain("<tr><td>Hidden</td><td>Single</td>");
  });

  it("tells a GM how terrain, moves, fire and morale are played here", () => {
    const table = page("Playing at the table");
    for (const topic of ["Terrain:", "Moving:", "Spotting:", "Fire:", "Morale:", "Command:"]) expect(table).toContain(topic);
    expect(table).toContain("50 m squares");
  });
});
