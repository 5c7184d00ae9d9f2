// The Striker fire dialog and card say where cover came from (Striker 7.A.2, 8.B.2), rendered from
// the gallery samples with real Handlebars and the English strings: the dialog's note on the board's
// reading, the card's cover for the target (with the board's cover where the firer called otherwise)
// and for each further team, the board's status on the target's status row where the firer called
// another (7.A.1.c, 7.A.2-3), and a card without these fields still renders.
import { beforeAll, describe, expect, it } from "vitest";
import type { Sample } from "../../gallery/samples";
import { sampleRenderer, type TemplateEnv } from "../helpers/gallery-render";

let env: TemplateEnv;
let samples: readonly Sample[];
let render: (id: string) => string;

beforeAll(async () => {
  ({ env, samples, render } = await sampleRenderer());
});

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim();

describe("the fire dialog's cover from the board", () => {
  it("selects the forest and says the board shows the target in a forest region", () => {
    const html = render("striker-fire-dialog");
    expect(html).toContain('<option value="forest" selected>Forest</option>');
    expect(html).toContain('<p class="ssk-form-note str-cover-from">From the board: the target stands in a forest region.</p>');
  });

  it("a dialog not told the board's cover has no note", () => {
    expect(render("striker-fire-dialog-crew")).not.toContain("str-cover-from");
  });
});

describe("the fire card's cover", () => {
  it("where the firer's call differs from the board's, says what the board shows", () => {
    const dd = render("striker-fire-card-disputed-cover").match(/<dd class="str-cover">(.*?)<\/dd>/)?.[1] ?? "";
    expect(text(dd)).toBe("None (the board shows a forest: check the cover call)");
  });

  it("where they agree, or the board was not read, gives the cover alone", () => {
    const dd = render("striker-fire-card").match(/<dd class="str-cover">(.*?)<\/dd>/)?.[1] ?? "";
    expect(text(dd)).toBe("None");
    expect(render("striker-fire-card")).not.toContain("str-call-disputed");
  });

  it("where only the firer's status call differs from the board's, gives the cover alone", () => {
    const dd = render("striker-fire-card-disputed-status").match(/<dd class="str-cover">(.*?)<\/dd>/)?.[1] ?? "";
    expect(text(dd)).toBe("Forest");
    expect(render("striker-fire-card-disputed-cover")).toContain('<span class="str-call-disputed">(the board shows a forest: check the cover call)</span>');
  });
});

describe("the fire card's status call (Striker 7.A.1.c, 7.A.2-3, 8.A.1.b.2.b.i)", () => {
  /** Each row of the card's facts list as [label, value], tags stripped. */
  const facts = (html: string) => [...html.matchAll(/<dt>(.*?)<\/dt><dd class="([^"]*)">(.*?)<\/dd>/g)].map((m) => [text(m[1]!), m[2]!, text(m[3]!)]);

  it("where the firer called the target concealed and the board shows it hidden, says so on the Target concealed row, marked as the cover call is", () => {
    const html = render("striker-fire-card-disputed-status");
    expect(facts(html)).toContainEqual(["Target concealed", "str-modifier", "−1 (the board shows the target hidden: check the status call)"]);
    expect(html).toContain('<dd class="str-modifier">−1 <span class="str-call-disputed">(the board shows the target hidden: check the status call)</span></dd>');
    expect(html.match(/str-call-disputed/g)).toHaveLength(1);
  });

  it("where the firer called the target in the open and the board shows it concealed, a Target status row says so, after the firers' DMs", () => {
    const rows = facts(render("striker-fire-card-disputed-open"));
    const at = rows.findIndex((r) => r[0] === "Target status");
    expect(rows[at]).toEqual(["Target status", "str-status-call", "In the open (the board shows the target concealed: check the status call)"]);
    expect(rows[at - 1]![0]).toBe("Autofire");
    expect(rows[at + 1]![0]).toBe("Total");
    expect(rows.map((r) => r[0])).not.toContain("Target concealed");
  });

  it("a card whose calls agree with the board has no status row and its DM rows carry nothing more", () => {
    const html = render("striker-fire-card");
    expect(html).not.toContain("str-status-call");
    expect(html).not.toContain("Target status");
    expect(html).toMatch(/<dt>Target concealed<\/dt><dd class="str-modifier">−1<\/dd>/);
  });
});

describe("the fire card's further teams", () => {
  it("gives each further team the cover it was judged in, and says when its cover added no armour", () => {
    const s = samples.find((x) => x.id === "striker-burst-card")!;
    const ctx = s.context as { burstTeams: Record<string, unknown>[] };
    // a row of the card's facts, as the target's cover is, not a paragraph of its own
    const burst = render("striker-burst-card");
    expect(burst).toContain('<dl class="ssk-card-facts"><dt>Cover</dt><dd class="str-cover str-team-cover">None</dd></dl>');
    expect(burst).not.toContain('<p class="str-cover">');
    expect(render("striker-flechette-card")).toMatch(/<dl class="ssk-card-facts"><dt>Cover<\/dt><dd class="str-cover str-team-cover">/);
    const inWood = { ...ctx.burstTeams[0], cover: { label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: true, disputes: [] } };
    const html = env.render(s.template, { ...s.context, burstTeams: [inWood] });
    expect(text(html.match(/<dd class="str-cover str-team-cover">(.*?)<\/dd>/)?.[1] ?? "")).toBe("Forest (no armour from it: the team is neither hidden nor concealed)");
  });

  it("a context from before cover was shown renders without the lines", () => {
    const s = samples.find((x) => x.id === "striker-burst-card")!;
    const ctx = s.context as { burstTeams: Record<string, unknown>[] };
    const { cover: _prime, ...old } = s.context as Record<string, unknown>;
    const sections = ctx.burstTeams.map(({ cover: _c, ...rest }) => rest);
    const html = env.render(s.template, { ...old, burstTeams: sections });
    expect(html).not.toContain("str-cover");
    expect(html).toContain('data-target-key="neighbour"');
  });
});
