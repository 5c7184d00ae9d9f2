// Striker line of sight, spotting and communication render from the gallery samples with real
// Handlebars (Striker 5.B, 7.A.2-4): the team sheet's communication section, the spotting cards and
// the command check of a team whose leader is out of communication; names users typed are escaped.
import { beforeAll, describe, expect, it } from "vitest";
import type { Sample } from "../../gallery/samples";
import { sampleRenderer, type TemplateEnv } from "../helpers/gallery-render";
import { strikerSamples } from "../../gallery/samples-striker";
import { spottingExample } from "../../gallery/samples-striker-spotting";

let env: TemplateEnv;
let samples: readonly Sample[];
let render: (id: string) => string;

beforeAll(async () => {
  ({ env, samples, render } = await sampleRenderer((source) => strikerSamples({ team: source("str-teams/fire-team.yml") })));
});

describe("Striker team sheet: communication (Striker 5.B)", () => {
  it("shows the radio and each team in touch, leaders first, with how", () => {
    const html = render("striker-strTeam");
    expect(html).toContain('class="str-radio has-radio">Radio (no range stated: it reaches the whole board).');
    const rows = [...html.matchAll(/data-means="(\w+)"><span class="str-comms-name">([^<]*)<\/span>/g)].map((m) => [m[2], m[1]]);
    expect(rows).toEqual([
      ["Squad leader 1", "radio"],
      ["&lt;img src&#x3D;x onerror&#x3D;&quot;window.__xss&#x3D;1&quot;&gt;Zed &quot;The Knife&quot; O&#x27;Hara", "touching"],
      ["Blue A3", "sight"],
    ]);
    expect(html).toContain('name="system.radioRangeM"');
  });
});

describe("Striker spotting cards (Striker 7.A.2-4)", () => {
  it("the worked example: concealed at the wood's edge, it sees Red B2 at 600 m and the HMG team that fired at 1900 m, and the watcher sees it", () => {
    const { cover, sightings } = spottingExample();
    expect(cover).toEqual({ concealed: 1, hidden: 0 });
    // a moving spotter: open 1000 m, plus 1000 m for a high signature; a stationary one sees a team
    // moving in light woods out to 250 m, but the moving one a concealed watcher only to 100 m
    expect(sightings.map((s) => [s.targetId, s.spotterId, s.distanceM, s.rangeM])).toEqual([
      ["blue", "watcher", 200, 250],
      ["red", "blue", 600, 1000],
      ["hostile", "blue", 1900, 2000],
    ]);
  });

  it("shows the cover, each team spotted with the range it is seen out to, and hides an unspotted spotter's name", () => {
    const html = render("striker-spotting-card");
    expect(html).toContain("In a forest or building: concealed (7.A.2).");
    expect(html.match(/class="str-sighting"/g)).toHaveLength(3);
    expect(html).toMatch(/<strong class="str-spotted-team">Red B2<\/strong> spotted by <span class="str-spotter">Blue A1<\/span> &middot; 600 m \(seen out to 1000 m\)/);
    expect(html).toContain('<em class="str-spotter is-unknown">an unspotted team</em>');
    expect(html).not.toContain("<img src=x");
  });

  it("a suppressed concealed team hides", () => {
    expect(render("striker-spotting-hides")).toContain("Concealed and suppressed: it hides (7.A.3).");
  });
});

describe("Striker command check: a leader out of communication (Striker 5.A, 5.B)", () => {
  it("names the leader that would lead the team were they in touch", () => {
    const html = render("striker-command-out-of-touch");
    expect(html).toContain('class="ssk-card str-card str-command-card is-failure"');
    expect(html).toContain('<p class="str-led-out">Out of communication: Squad leader 1</p>');
  });
});
