// Striker sheets and cards render from the gallery samples with real Handlebars, showing the
// table's columns and escaping what users typed.
import { beforeAll, describe, expect, it } from "vitest";
import type { Sample } from "../../gallery/samples";
import { sampleRenderer, type TemplateEnv } from "../helpers/gallery-render";
import { rollSum } from "../../src/rulesets/striker/view/roll-sum";

let env: TemplateEnv;
let samples: readonly Sample[];
let render: (id: string) => string;

beforeAll(async () => {
  ({ env, samples, render } = await sampleRenderer());
});

describe("Striker weapon sheet", () => {
  it("shows every ammunition row of the 9mm ACR with its range columns as printed", () => {
    const html = render("striker-weapon");
    expect(html.match(/class="str-ammo-row"/g)).toHaveLength(3);
    expect(html).toContain("300(4)+2 600(3)+1 900(2)+1");
    expect(html).toContain("450(6)+2 900(3)+1");
    expect(html).toMatch(/name="system\.ammo\.2\.bands\.0\.penetration" value="3"/);
    expect(html).toMatch(/name="system\.ammo\.2\.targets\.auto" value="2"/);
    expect(html).toMatch(/name="system\.gyrostabilised" checked/);
    expect(html).toContain('<option value="M" selected>Medium</option>');
    // Two range columns for DS: a third can be added there, not on the three-column rows.
    expect(html.match(/data-action="addBand"/g)).toHaveLength(1);
  });

  it("shows contact range as a ticked box", () => {
    expect(render("striker-weapon-contact")).toMatch(/name="system\.ammo\.0\.bands\.0\.contact" checked/);
  });

  it("shows a contact column's range as C, not as a stored 0 metres, and leaves the other columns editable (ruling STR-1)", () => {
    const html = render("striker-weapon-contact");
    const range = (band: number) => html.match(new RegExp(`<input[^>]*name="system\\.ammo\\.0\\.bands\\.${band}\\.range"[^>]*>`))?.[0] ?? "";
    expect(range(0)).toContain('value="" placeholder="C" disabled');
    expect(range(0)).toContain('aria-label="Contact only: the table gives this column no distance (STR‑1)"');
    expect(range(1)).toContain('value="10"');
    expect(range(1)).not.toContain("disabled");
  });
});

describe("Striker armour sheet", () => {
  it("shows the bracketed form and both values of Ablat (ruling STR-5)", () => {
    const html = render("striker-armour");
    expect(html).toMatch(/<option value="bracketed" selected>/);
    expect(html).toMatch(/name="system\.value" value="1"/);
    expect(html).toMatch(/name="system\.energy" value="6"/);
    expect(html).toMatch(/class="str-printed"[^>]*>1\[6\]</);
  });

  it("says what the printed 1[6] is: a line of its own, so it names the armour value rather than trailing off (screenshot review)", () => {
    const line = render("striker-armour").match(/<p class="str-armour-printed">(.*?)<\/p>/s)?.[1]?.replace(/<[^>]+>/g, "");
    expect(line).toBe("Armour value as the table prints it: 1[6]");
  });

  it("names the PERSONAL ARMOR row it copies as the table does, with its values, not by its internal id", () => {
    const html = render("striker-armour");
    // the id stays the option's value; what the reader sees is the row's printed name and columns
    expect(html).toContain('<option value="ablat" selected>Ablat: armour 1[6]; weight (kg) 2; volume (litres) 4.5; Cr 75</option>');
    expect(html).toContain('<option value="">None: armour of your own</option>');
    expect(html).toContain(">Mesh: armour 2; weight (kg) 2; volume (litres) –; Cr 150<");
    // the rows come by tech level, as the table lists them: TL 9 holds Ablat
    expect(html).toMatch(/<optgroup label="TL 9">(?:(?!<\/optgroup>).)*value="ablat"/s);
    expect(html).not.toMatch(/<input[^>]*name="system\.tableId"/);
    // no option shows an id as its text
    const texts = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].filter((m) => m[1] !== "" && m[1] === m[2]);
    expect(texts).toEqual([]);
  });
});

describe("Striker team sheet (the unit card)", () => {
  it("shows four troopers with carried weapons and armour, a casualty, whether it is led, and its markers", () => {
    const html = render("striker-strTeam");
    expect(html.match(/class="str-trooper[^"]*" data-trooper-index=/g)).toHaveLength(4);
    expect(html).toContain('class="str-trooper is-casualty" data-trooper-index="3"');
    expect(html).toMatch(/data-item-id="strFT1Weapon0001">7mm ACR \(Advanced Combat Rifle\)</);
    expect(html).toMatch(/data-item-id="strFT1Armour0001">10</);
    expect(html).toContain('<option value="slugs" selected>Slugs</option>');
    expect(html).toMatch(/class="str-led is-led" data-led="true">Led: <span class="str-led-by">Squad leader 1<\/span>/);
    expect(html).toContain('data-effectives="3"');
    expect(html).toMatch(/data-marker-id="str-suppressed"/);
    expect(html).toMatch(/class="ssk-marker is-active" data-marker-id="str-moved"/);
  });

  it("escapes a trooper's name", () => {
    const html = render("striker-strTeam");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src");
  });

  it("a counter (Striker 3.A.1) offers no Fire, Morale check, Rally, Rally teams nor Command check and no led line, only the GM's Reveal, and its hint says why", () => {
    const actions = (html: string) => [...html.matchAll(/data-action="(fire|morale|rally|rallyTeams|command|revealCounter)"/g)].map((m) => m[1]);
    // the team sheet the counter sample is drawn from offers them (Rally teams only for a leader team)
    expect(actions(render("striker-strTeam"))).toEqual(["fire", "morale", "rally", "command"]);
    const html = render("striker-strTeam-counter");
    expect(actions(html)).toEqual(["revealCounter"]);
    expect(html).not.toContain('class="str-led');
    expect(html).toContain("It is no team, so it neither fires, checks morale, rallies nor makes a command check.");
    expect(html).toMatch(/name="system\.standsFor" value="Blue A2"/);
  });
});

describe("Striker fire and morale cards", () => {
  it("the fire card shows range, profile, dice, modifiers, the hit on the second trooper and both buttons", () => {
    const html = render("striker-fire-card");
    expect(html).toContain('<dd class="str-range">250 m</dd>');
    // nothing moved the profile off the range column's, so it is said once
    expect(html).toContain('<dd class="str-band-profile">Difficult</dd>');
    expect(html).not.toContain('class="str-profile"');
    expect(html).toContain('<dd class="str-dice">6 + 6</dd>');
    expect(html).toMatch(/<dt>Autofire<\/dt><dd class="str-modifier">\+2<\/dd>/);
    expect(html).toMatch(/<dt>Target concealed<\/dt><dd class="str-modifier">−1<\/dd>/);
    expect(html).toContain('<dd class="str-total">14</dd>');
    expect(html.match(/<tr class="is-casualty">/g)).toHaveLength(1);
    // Striker 8.B.1: the cell gives the verdict; the reason is a note under the table
    expect(html).toContain('<span class="str-outcome">Casualty<sup class="str-damage-mark">1</sup></span>');
    // a slug has no fragments, so no hit says where it came from
    expect(html).not.toContain("str-hit-from");
    expect(html).toContain('data-card-action="applyResult" data-target-key="target"');
    expect(html).toContain('data-card-action="strMorale" data-actor-uuid="Actor.target"');
    // Striker 8.C.1: the team 40 m away saw the casualty and checks; the one at 150 m does not.
    expect(html).toMatch(/data-actor-uuid="Actor.red2"[^>]*>Morale check: Red B3</);
    // why each team checks, in words on the card, not only in a tooltip: lowercase after the name,
    // with the section; the target's casualty says it all, so no "was hit" or hit table "M" beside it
    expect(html).toContain("<li>Red B3: a friendly team in sight within 50\u00a0m took casualties (8.C.1)</li>");
    expect(html).toMatch(/<li>[^<]*O&#x27;Hara: took casualties \(8\.C\.1\)<\/li>/);
    expect(html).not.toMatch(/was hit|carries|It took/);
    expect(html).not.toContain("Actor.red3");
  });

  it("the morale card shows the result and the markers it places", () => {
    const html = render("striker-morale-card");
    expect(html).toContain('<p class="ssk-card-outcome">Suppressed</p>');
    expect(html).toContain("<li>place Suppressed</li>");
    expect(html).toContain("<li>place Hidden</li>");
    expect(html).toContain('data-card-action="applyResult"');
  });

  it("escapes the target team's name on both cards", () => {
    for (const id of ["striker-fire-card", "striker-morale-card"]) {
      const html = render(id);
      expect(html, id).not.toContain("<img src=x");
      expect(html, id).toContain("&lt;img src");
    }
  });

  it("the fire card and dialog name the target as what is fired at, the name escaped", () => {
    expect(render("striker-fire-card")).toMatch(/<h3 class="ssk-card-title">Fire at &lt;img src&#x3D;x[^<]*O&#x27;Hara<\/h3>/);
    expect(render("striker-fire-dialog")).toMatch(/<p class="str-fire-at"><strong>Fire at &lt;img src&#x3D;x[^<]*O&#x27;Hara, 250 m<\/strong><\/p>/);
  });

  it("the dialogs offer the carried weapon, its ammunition and the leader near the team", () => {
    const fire = render("striker-fire-dialog");
    expect(fire).toContain('<option value="7mm ACR" selected>7mm ACR (4 firing)</option>');
    expect(fire).toContain('<option value="concealed" selected>Concealed</option>');
    expect(fire).toMatch(/name="moved"\s*>/);
    const morale = render("striker-morale-dialog");
    expect(morale).toContain("Blue Squad Leader (60 m)");
  });
});

describe("Striker turn banner", () => {
  it("shows the turn, phase and step, who acts and the GM's Next button", () => {
    const html = render("striker-turn");
    expect(html).toContain("<strong>Turn 2</strong> &middot; First player: fire &middot; b. Other player&#x27;s morale checks");
    expect(html).toContain('<p class="ssk-turn-who">Second player acts</p>');
    expect(html).toMatch(/data-turn-action="next">Next: c. Other player fires</);
  });
});

describe("Striker fire card of an explosive burst (Striker 8.A.1.b.5)", () => {
  it("gives the further team its own section with its fragmentation roll, escaped name and Apply key", () => {
    const html = render("striker-burst-card");
    expect(html.match(/class="str-burst-team"/g)).toHaveLength(1);
    expect(html).toContain('data-card-action="applyResult" data-target-key="neighbour"');
    // The target itself took no casualty: its own Apply is not offered.
    expect(html).not.toContain('data-target-key="target"');
    expect(html).toContain("Red &lt;i&gt;C3&lt;/i&gt;");
    expect(html).not.toContain("<i>C3</i>");
    // the +3 is named: the three soldiers left on the stand (Striker 8.A.1.b.5)
    const frag = html.match(/<section class="str-burst-team".*?<p class="str-fragmentation">(.*?)<\/p>/s)?.[1]?.replace(/<[^>]+>/g, "");
    expect(frag).toBe("Fragmentation (Difficult): 2D6 (5 + 4) + 3 soldiers on the stand (+1 each) = 12: 1 hit; fragment penetration 2");
  });
});

describe("Striker rifle grenade thrown by hand (rifle grenade notes)", () => {
  it("the dialog offers the thrown choice under its own value, marked thrown", async () => {
    const { fireDialogContext } = await import("../../src/rulesets/striker/view/fire-form");
    const weapon = samples.find((s) => s.id === "striker-weapon")!.context.system as never;
    const weapons = [{ name: "RG#thrown", label: "RG <b>4cm</b>", thrown: true, weapon, ammo: ["HE"], troops: 1 }];
    const html = env.render("striker/dialogs/fire.hbs", { ...fireDialogContext(weapons, { weapon: "RG#thrown", ammo: "HE", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" }, 40, "T") });
    expect(html).toContain('<option value="RG#thrown" selected>RG &lt;b&gt;4cm&lt;/b&gt; (thrown) (1 firing)</option>');
  });

  it("the card says the grenade was thrown", () => {
    const s = samples.find((x) => x.id === "striker-grenade-card")!;
    // the grenade's name already says HE: the round is not named again
    expect(env.render(s.template, { ...s.context, thrown: true })).toMatch(/HE Hand Grenade \(TL 11\) \(thrown\)<\/p>/);
  });
});

describe("Striker team sheet: when suppression ends (Striker 8.C.4.a)", () => {
  it("shows the recorded end, a full turn on, with the rules' counter", () => {
    const html = render("striker-strTeam");
    const line = html.match(/<p class="str-suppressed-until">(.*?)<\/p>/)?.[1] ?? "";
    expect(line).toMatch(/^Suppressed until turn 3: the first player&#x27;s fire phase, step b \(the other player&#x27;s morale checks\)\./);
    // the counter is a note of its own, not a clause at the end of a long sentence
    expect(line).toContain('<span class="ssk-hint str-counter">The printed rules mark it with a 3 counter (8.C.4.a).</span>');
  });
});

describe("Striker morale card: what Apply does to the markers (Striker 8.C.4)", () => {
  it("says which markers it places and which it removes, not a bare +1 or -1", () => {
    const html = render("striker-morale-card");
    const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
    expect(html).toContain('<p class="str-marker-changes-title">Apply result will:</p>');
    expect(items).toEqual(["place Suppressed", "remove Concealed", "place Hidden"]);
  });
});

describe("Striker fire card: a further target in the danger space (Striker 8.A.1.a.2)", () => {
  it("heads the section as a danger-space target and shows its own roll", () => {
    const s = samples.find((x) => x.id === "striker-burst-card")!;
    const ctx = s.context as { burstTeams: Record<string, unknown>[] };
    const roll = rollSum([6, 5], [{ label: "STARSKIRMISH.Striker.Fire.Modifier.troopQuality", value: 1 }, { label: "STARSKIRMISH.Striker.Fire.Modifier.open", value: 2 }], 14, 1);
    const section = { ...ctx.burstTeams[0], heading: "STARSKIRMISH.Striker.Fire.dangerTeam", roll };
    const html = env.render(s.template, { ...s.context, burstTeams: [section] });
    expect(html).toContain("Also in the danger space: Red &lt;i&gt;C3&lt;/i&gt;");
    // every term of the 14 is named, and the hit table's answer is counted in words
    const line = html.match(/<p class="str-danger-roll">(.*?)<\/p>/)?.[1]?.replace(/<[^>]+>/g, "");
    expect(line).toBe("2D6 (6 + 5) + 1 Troop quality + 2 Target in the open = 14: 1 hit");
  });
});
