// The Striker fire card's line on where its numbers come from, added on a GM's screenshot review:
// the range column, the DMs and the hit count each name their section (Striker 8.A.1.b.1-3), on
// the target's card and once only, rendered from the gallery samples with the English strings.
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer } from "../helpers/gallery-render";
import { plainText } from "../helpers/plain-text";

let render: (id: string) => string;

beforeAll(async () => {
  ({ render } = await sampleRenderer());
});

const plain = plainText;
const howLines = (html: string) => [...html.matchAll(/<p class="str-fire-how">([\s\S]*?)<\/p>/g)].map((m) => plain(m[1] ?? ""));

describe("the fire card's how-it-is-read line (Striker 8.A.1.b)", () => {
  it("names the sections of the range column, the dice modifiers and the hit table", () => {
    const [line, ...more] = howLines(render("striker-fire-card"));
    expect(more).toEqual([]);
    expect(line).toContain("range column");
    expect(line).toContain("(8.A.1.b.1)");
    expect(line).toContain("DMs (8.A.1.b.2)");
    expect(line).toContain("hit table (8.A.1.b.3)");
  });

  it("sits right after the facts that it explains, before the hits table", () => {
    const html = render("striker-fire-card");
    expect(html).toMatch(/<\/dl>\s*(?:\{\{!--[\s\S]*?--\}\}\s*)?<p class="str-fire-how">/);
    expect(html.indexOf('class="str-fire-how"')).toBeLessThan(html.indexOf('class="str-hits"'));
  });

  it("is given once on a card whose burst reaches a further team, not per team", () => {
    expect(howLines(render("striker-burst-card"))).toHaveLength(1);
  });
});

describe("the morale and rally card's how-it-adds-up line (Striker 8.C.2)", () => {
  it("says once, after the rows, what the total adds to the 2D6, on a morale check and on a rally check", () => {
    for (const id of ["striker-morale-card", "striker-morale-card-rally"]) {
      const html = render(id);
      const lines = [...html.matchAll(/<p class="str-morale-how">([\s\S]*?)<\/p>/g)].map((m) => plain(m[1] ?? ""));
      expect(lines).toEqual(["2D6 plus the team's current morale and the DMs for leaders, concealment and friendly casualties nearby (8.C.2)."]);
      expect(html.indexOf('class="str-morale-how"')).toBeGreaterThan(html.indexOf('class="str-total"'));
      expect(html.indexOf('class="str-morale-how"')).toBeLessThan(html.indexOf('class="str-morale-against"'));
    }
  });
});
