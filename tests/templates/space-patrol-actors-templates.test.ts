// Layer 5 for the Space Patrol! NPC, vehicle and spacecraft sheets: they render from the gallery's
// samples with real Handlebars, show what the actor has, and escape names users typed.
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer, type SampleRenderer } from "../helpers/gallery-render";

let render: (id: string) => string;
let renderer: SampleRenderer;
beforeAll(async () => {
  renderer = await sampleRenderer();
  render = renderer.render;
});

describe("NPC sheet", () => {
  it("shows only its own assets, each with a roll and a remove button, and offers the rest to add", () => {
    const html = render("sp-npc");
    expect(html.match(/data-asset-id=/g)).toHaveLength(4);
    expect(html).toMatch(/name="system\.assets\.energyWeapons" value="2"/);
    expect(html).toMatch(/name="system\.assets\.stealth" value="X"/);
    expect(html.match(/data-action="removeAsset"/g)).toHaveLength(4);
    expect(html).toContain('name="addAsset"');
    expect(html.match(/<option value="/g)!.length).toBe(3 + 1 + 58);
    expect(html).toMatch(/name="system\.leader" checked/);
    expect(html).toMatch(/name="system\.plotArmor\.value" value="1"/);
    expect(html).toContain('data-action="fireWeapon"');
  });
  it("shows the individual markers only, and escapes its name", () => {
    const html = render("sp-npc");
    expect(html).toContain('data-marker-id="sp-wound"');
    expect(html).not.toContain("sp-vehicle-");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src");
  });
  it("offers 'Tis But a Scratch by its Plot Armor while it has a point and a Wound, and greys it out without a point (Guide 4.2)", () => {
    const scratch = (html: string) => html.match(/<button type="button" data-action="tisButAScratch"[^>]*>/)?.[0];
    expect(scratch(render("sp-npc"))).toBe('<button type="button" data-action="tisButAScratch" >');
    expect(render("sp-npc")).toContain("Spend a Space Hero Point (an NPC: a Plot Armor Point)");
    expect(scratch(render("sp-npc-psi"))).toBe('<button type="button" data-action="tisButAScratch" disabled>');
    expect(scratch(render("sp-patrolman"))).toBe('<button type="button" data-action="tisButAScratch" >');
  });
});

describe("vehicle sheet", () => {
  it("shows its statistics, its seats with their crewmen, and LV/MV weapons apart from what is aboard", () => {
    const html = render("sp-vehicle");
    for (const f of ["driveCode", "speed", "armour"]) expect(html).toContain(`name="system.${f}"`);
    expect(html.match(/data-seat-index=/g)).toHaveLength(3);
    expect(html).toContain("Pirate Driver");
    expect(html).toContain("Empty: drop an actor here");
    expect(html).toMatch(/class="sp-craft-weapons"[\s\S]*Turret Laser[\s\S]*class="sp-craft-cargo"[\s\S]*Spare Pistol/);
    expect(html.match(/data-action="fireWeapon"/g)).toHaveLength(1);
    expect(html).toContain('data-marker-id="sp-vehicle-damage"');
    expect(html).not.toContain('data-marker-id="sp-wound"');
    expect(html).not.toContain("<img src=x");
  });
});

/** The banner above a craft sheet's tabs, as text. */
const wreckNote = (html: string) => html.match(/<p class="sp-wreck-note"[^>]*>([\s\S]*?)<\/p>/)?.[1]?.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

describe("a wrecked vehicle's sheet (Guide 6.15)", () => {
  const actions = (html: string) => [...html.matchAll(/data-action="(\w+)"/g)].map((m) => m[1]);
  it("offers Turn, Fire, point defence and the combat actions while the vehicle runs, with no wreck line", () => {
    const html = render("sp-vehicle-systems");
    expect(actions(html)).toEqual(expect.arrayContaining(["turn", "fireWeapon", "pdShootDown", "combatAction"]));
    // its marker repairs wait until it is out of the battle (6.15)
    expect(actions(html)).not.toContain("repair");
    expect(html).not.toContain("sp-wreck-note");
  });
  it("leaves the battle buttons off a wreck, keeps Reverse the Polarity, and says why once", () => {
    const html = render("sp-vehicle-wrecked");
    for (const gone of ["turn", "fireWeapon", "pdReserve", "pdShootDown", "combatAction", "repair"]) expect(actions(html), gone).not.toContain(gone);
    expect(actions(html)).toContain("polarity");
    expect(html.match(/class="sp-wreck-note"/g)).toHaveLength(1);
    // what is lost in bold, what is still possible after it, on one line of two sentences
    expect(html).toMatch(/<p class="sp-wreck-note" role="note"><strong>Wrecked \(6\.15\): no functions this battle\.<\/strong> Still possible:/);
    expect(wreckNote(html)).toBe("Wrecked (6.15): no functions this battle. Still possible: Reverse the Polarity (4.2); marker repairs after the battle (6.15).");
    // the systems tab shows the same line, so the missing buttons are explained there too
    expect(render("sp-vehicle-wrecked-systems")).toContain("sp-wreck-note");
  });
  it("has the banner and the Repairs section tell one story: marker repairs after the battle, the wreck itself the Space Judge's (6.15)", () => {
    const html = render("sp-vehicle-wrecked-systems");
    expect(wreckNote(html)).toContain("marker repairs after the battle (6.15)");
    expect(html).not.toContain("repairs wait until after the battle");
    expect(html).toMatch(/<p class="sp-repair-wrecked">The wreck itself might be repairable later, but the rules give no procedure for it: the Space Judge decides \(6\.15\)\.<\/p>/);
    // the repairs the banner promises are listed, their button held back while the battle runs
    expect(html).toMatch(/class="sp-repair-rows"[\s\S]*Damage &times;2[\s\S]*Failure Cascade &times;1/);
    expect(html).not.toContain('data-action="repair"');
  });
  it("offers a wreck's marker repairs, with their button, once the battle is over, and no battle button (6.15)", () => {
    const html = render("sp-vehicle-wrecked-after-battle");
    expect(actions(html)).toEqual(expect.arrayContaining(["polarity", "repair"]));
    for (const gone of ["turn", "fireWeapon", "pdReserve", "pdShootDown", "combatAction"]) expect(actions(html), gone).not.toContain(gone);
    expect(html).toMatch(/class="sp-repair-rows"[\s\S]*Damage &times;2[\s\S]*Failure Cascade &times;1/);
    expect(wreckNote(html)).toBe("Wrecked (6.15), and the battle is over. Still possible: marker repairs (6.15); Reverse the Polarity (4.2).");
  });
  it("shows one line for point defense on a wreck, no turret rows and no Over-watch hint (6.15)", () => {
    const wreck = render("sp-vehicle-wrecked-systems");
    const section = wreck.match(/<section class="sp-vehicle-pd"[\s\S]*?<\/section>/)![0];
    expect(section).toContain('<p class="sp-pd-wrecked">Wrecked: no point defense (6.15).</p>');
    expect(section).not.toContain("sp-pd-row");
    expect(section).not.toContain("Turret Laser");
    expect(section).not.toContain("Over-watch");
    // the DI stays editable: it is the vehicle's statistic, not a function
    expect(section).toContain('name="system.developmentIndex"');
    // the running crawler keeps its rows and the rule
    const running = render("sp-vehicle-systems");
    expect(running).toContain("Reserving it puts the gunner on Over-watch");
    expect(running.match(/class="sp-pd-row"/g)).toHaveLength(2);
    expect(running).not.toContain("sp-pd-wrecked");
  });
  it("shows a wreck's speed as 0 and that it has stopped, with no turning cost (6.15)", () => {
    const speed = (html: string) => html.match(/class="sp-speed-now">([\s\S]*?)<\/p>/)?.[1]?.replace(/\s+/g, " ") ?? "";
    expect(speed(render("sp-vehicle-wrecked-systems"))).toMatch(/Speed now: 0<\/strong> &middot; wrecked: the vehicle has stopped and moves no more this battle \(6\.15\)/);
    expect(render("sp-vehicle-wrecked-systems")).not.toContain("of the move (6.7).");
    // the running crawler: 20" less two Damage Markers, and what a turn costs
    expect(speed(render("sp-vehicle-systems"))).toMatch(/Speed now: 16<\/strong> &middot; 20&quot; less 10%/);
    expect(render("sp-vehicle-systems")).toContain("of the move (6.7).");
  });
  it("says in the battle how much of this turn's move the vehicle used, and not for a wreck (6.7, 6.15)", () => {
    expect(render("sp-vehicle-systems")).toContain('<p class="sp-move-this-turn"><strong>Moved 7 of 16 inches this turn</strong></p>');
    expect(render("sp-vehicle-wrecked-systems")).not.toContain("sp-move-this-turn");
  });
});

describe("a wrecked spacecraft's sheet (Guide 7.12)", () => {
  const tasks = (html: string) => [...html.matchAll(/data-action="stationTask" data-task="(\w+)"/g)].map((m) => m[1]);
  it("keeps only Heal Crewman and Reverse the Polarity at the stations, with no Fire, and says why", () => {
    const html = render("sp-spacecraft-wrecked");
    expect(tasks(html).sort()).toEqual(["healCrewman", "polarity"]);
    expect(html).not.toContain('data-action="fireWeapon"');
    expect(html).not.toContain('data-action="combatAction"');
    expect(html).not.toContain("Fire weapons");
    expect(wreckNote(html)).toBe("Wrecked (7.12): no functions this battle. Still possible: Reverse the Polarity (4.2); the medic's care in person (7.13).");
    // the hint about station actions without a button is stale on a wreck, which has none of them
    expect(html).not.toContain("actions without a button here");
    expect(render("sp-spacecraft")).toContain("actions without a button here");
    // the systems tab's movement line: only that the wreck moves no more, as the vehicle's line says (7.12)
    const moveLine = /<p class="sp-move-line">([\s\S]*?)<\/p>/.exec(render("sp-spacecraft-wrecked-systems"))![1]!.replace(/<[^>]+>/g, "").replace(/&middot;/g, "\u00b7").replace(/\s+/g, " ").trim();
    expect(moveLine).toBe("Speed now: 0 \u00b7 wrecked: the ship moves no more this battle (7.12)");
    // the crew still stand at their stations
    expect(html).toMatch(/data-station="flight"[\s\S]*?Rana Okafor/);
  });
  it("gives a wreck its station repairs back once the battle is over, and says so (7.12, 7.13)", () => {
    const html = render("sp-spacecraft-wrecked-after-battle");
    expect(tasks(html).filter((t) => t === "repair")).toHaveLength(6);
    expect(tasks(html).filter((t) => t !== "repair").sort()).toEqual(["healCrewman", "polarity"]);
    expect(html).not.toContain('data-action="fireWeapon"');
    expect(wreckNote(html)).toBe("Wrecked (7.12), and the battle is over. Still possible: repairs at the stations (7.13), Reverse the Polarity (4.2), the medic's care (7.13).");
  });
  it("shows a wreck's raised field as not working, with no box to tick, and keeps the box on a running ship (7.9, 7.12)", () => {
    const wreck = render("sp-spacecraft-wrecked-systems");
    expect(wreck).toContain('<p class="sp-pbf-wrecked">Protonic Burst Field: does not work on a wreck (7.12).</p>');
    expect(wreck).not.toContain('name="system.pbfRaised"');
    const running = render("sp-spacecraft-systems");
    expect(running).toMatch(/<input type="checkbox" name="system\.pbfRaised" checked> Protonic Burst Field raised/);
    expect(running).not.toContain("sp-pbf-wrecked");
  });
  it("offers the stations' tasks and Fire while the ship runs, and no Reverse the Polarity", () => {
    const html = render("sp-spacecraft");
    expect(tasks(html)).toEqual(expect.arrayContaining(["evasiveManeuvers", "targetLock", "repair", "board", "pbf", "healCrewman"]));
    expect(tasks(html)).not.toContain("polarity");
    expect(html).toContain('data-action="fireWeapon"');
    expect(html).not.toContain("sp-wreck-note");
  });
});

describe("spacecraft sheet", () => {
  it("shows the six component codes, the six stations with their crew and actions, and its weapons", () => {
    const html = render("sp-spacecraft");
    expect(html.match(/data-code=/g)).toHaveLength(6);
    expect(html).toContain('name="system.scannerArray"');
    expect(html.match(/data-station=/g)).toHaveLength(6);
    expect(html).toMatch(/data-station="flight"[\s\S]*?Rana Okafor/);
    expect(html).toContain("Fire weapons");
    expect(html).toContain("Ship Laser");
    expect(html).toContain('data-marker-id="sp-spacecraft-hull"');
    expect(html).not.toContain("<img src=x");
  });
});

describe("fire card against a vehicle", () => {
  it("names the vehicle table's result", () => {
    expect(render("sp-fire-vehicle")).toContain("Heavy Penetration");
  });
});

describe("surprise card (Guide 6.2)", () => {
  const text = (html: string, cls: string) => html.match(new RegExp(`<p class="${cls}">([\\s\\S]*?)</p>`))?.[1]?.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/&middot;/g, "·").replace(/\s+/g, " ").trim();
  it("labels each row with its side and that side's role, so the card says which side hid", () => {
    const html = render("sp-surprise-sneak");
    expect(text(html, "sp-surprise-hiding")).toBe("Players' side (hiding): lowest Stealth (1): d20 12 + 1 = 13 against Difficulty Target 12: Success");
    expect(text(html, "sp-surprise-watching")).toBe("Enemies (on watch): best Recon (2): d20 4 + 2 = 6 against Difficulty Target 12: Failure");
    // the outcome names the side that went unseen, from the card's own data (6.2)
    expect(text(html, "ssk-card-outcome")).toBe("The players' side was not spotted: it has surprise, wins the initiative and attacks at an advantage in its first turn (6.2).");
    expect(html).not.toMatch(/hiders|watchers/i);
  });
  it("says plainly what the roll leaves out and how to answer instead (6.2)", () => {
    expect(text(render("sp-surprise-sneak"), "ssk-card-note")).toBe(
      "This roll leaves out stealth devices, recon aids and the Space Judge's advantages for group size, plans or terrain. If any of these applies, answer the initiative's surprise question with “Players surprised” or “Enemies surprised” instead of rolling (6.2).",
    );
  });
});

describe("space initiative card (Guide 7.2, 7.3)", () => {
  it("names every term of the surprise check and of the d12, so no number stands alone", () => {
    const html = render("sp-space-initiative");
    const text = (cls: string) => [...html.matchAll(new RegExp(`<p class="${cls}">([\\s\\S]*?)</p>`, "g"))].map((m) => m[1]!.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim());
    expect(text("sp-space-surprise-check")[0]).toBe("Surprise check (7.2): PSV Lodestar d20 10 + 2 Scanners + 2 Scanner array = 14 against Difficulty Target 12: detects the enemy");
    expect(text("sp-space-commander")[0]).toMatch(/d12 5 \+ 3 Tactics = 8$/);
  });
});

describe("fire card (Guide 6.3, 6.13)", () => {
  it("writes each attack roll with the shared sum, the Tactics spent on it a named term", () => {
    const rows = [...render("sp-fire").matchAll(/<li class="is-(?:success|failure)">([\s\S]*?)(?:<div|<button|<\/li>)/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").replace(/&nbsp;/g, " ").replace(/&rarr;/g, "→").replace(/\s+/g, " ").trim());
    expect(rows).toEqual([
      "d20 17 + 2 asset + 2 weapon = 21 against Difficulty Target 8 → 4 hits (1 + 3 special successes, one for each full 4 over the Difficulty Target (SP\u20116, 6.6))",
      "d20 1 + 2 asset + 2 weapon + 1 Tactics = 6 against Difficulty Target 8 → 0 hits",
    ]);
  });

  it("gives the Tactics spent a line of the task card's sum, so die, bonus and Tactics add up to the total", () => {
    const facts = (id: string) => Object.fromEntries([...render(id).matchAll(/<dt>([^<]*)<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => [m[1], m[2]!.replace(/<[^>]+>/g, "").trim()]));
    const spent = facts("sp-task-tactics");
    expect(spent["Tactics spent"]).toBe("+1");
    // each bonus under its name, as the sum line names it: "2 asset + 2 equipment"
    const [asset, equipment] = spent["Asset + equipment"]!.split(" + ").map((t) => Number.parseInt(t, 10));
    expect(Number(spent["d20 roll"]) + asset! + equipment! + 1).toBe(Number(spent["Total"]));
    expect(facts("sp-task-success")["Tactics spent"]).toBeUndefined();
  });

  it("says what a psionic disadvantage count is: 'Distance: 2 disadvantages'", () => {
    expect(render("sp-psi-telepathy-card")).toMatch(/<span class="sp-psi-why">Distance: 2 disadvantages<\/span>/);
  });

  it("writes the DT line's arithmetic out, and the Easy 8 floor only where it lifted the DT (SP-5)", () => {
    const dtLine = (id: string) => /<p class="sp-(?:fire|care|melee)-dt">([\s\S]*?)<\/p>/.exec(render(id))![1]!.replace(/<[^>]+>/g, "").replace(/&#x3D;/g, "=").replace(/\s+/g, " ").trim();
    // two advantages are − 8, to 4, and the floor raises that to 8: the line shows both, not a bare "− 4"
    expect(dtLine("sp-fire")).toBe("Difficulty Target 8: 12 at this range \u2212 8 (2 advantages \u00d7 4) = 4, raised to the minimum of 8 (SP\u20115)");
    expect(dtLine("sp-melee")).toBe("Difficulty Target 8: base 12 \u2212 8 (2 advantages \u00d7 4) = 4, raised to the minimum of 8 (SP\u20115)");
    expect(dtLine("sp-medicine-failed")).toBe("Difficulty Target 24: base 16 + 8 (2 disadvantages \u00d7 4) = 24 (SP\u20115)");
  });
});

describe("space maneuver card (Guide 7.5)", () => {
  it("says where Boost Engines' extra hexes come from, once, and leaves out a DT line nothing moved", () => {
    const html = render("sp-space-maneuver");
    expect(html).not.toContain("sp-space-maneuver-dt");
    // the outcome is the hexes themselves: "Success: 4 extra hexes…", not "extra hexes" said twice
    const hexes = html.match(/<span class="sp-space-maneuver-hexes">([^<]*)<\/span>/)?.[1];
    expect(hexes).toBe("4 extra hexes of movement this turn: d4 3 + 1 for special successes (7.5).");
    expect(html.match(/extra hexes/g)).toHaveLength(1);
  });
});

describe("patrolman inventory: each number named as the cards name it (Guide 5.2, 6.3)", () => {
  it("calls the weapon's bonus the weapon bonus, and its range the effective band's", () => {
    const facts = [...render("sp-patrolman-inventory").matchAll(/<span class="sp-item-fact">([^<]*)<\/span>/g)].map((m) => m[1]!.replace(/&#x27;/g, "'").trim());
    expect(facts).toEqual(expect.arrayContaining(["Effective range 30\u2033", "Penetration 5", "Weapon bonus +2", "Ammo 14/20"]));
    expect(facts).not.toContain("Bonus +2");
  });
});

describe("remove, delete and edit buttons name what they act on", () => {
  /** Each × button of an action: its accessible label and its tooltip's text. */
  const labels = (html: string, action: string) =>
    [...html.matchAll(new RegExp(`<button [^>]*data-action="${action}"[^>]*>`, "g"))].map((m) => [/aria-label="([^"]*)"/.exec(m[0])?.[1], /data-tooltip-text="([^"]*)"/.exec(m[0])?.[1]]);

  it("names the NPC's asset on its remove button", () => {
    expect(labels(render("sp-npc"), "removeAsset")).toEqual([
      ["Remove Athletics", "Remove Athletics"],
      ["Remove Energy Weapons", "Remove Energy Weapons"],
      ["Remove Stealth", "Remove Stealth"],
      ["Remove Will", "Remove Will"],
    ]);
  });

  it("names the item on every inventory and craft delete button", () => {
    expect(labels(render("sp-npc"), "itemDelete")).toEqual([["Delete Blaster", "Delete Blaster"]]);
    expect(labels(render("sp-vehicle"), "itemDelete")).toEqual([
      ["Delete Turret Laser", "Delete Turret Laser"],
      ["Delete Spare Pistol", "Delete Spare Pistol"],
    ]);
    expect(labels(render("sp-spacecraft"), "itemDelete")).toEqual([["Delete Ship Laser", "Delete Ship Laser"]]);
  });

  it("names the item on every inventory and craft edit button", () => {
    expect(labels(render("sp-npc"), "itemEdit")).toEqual([["Edit Blaster", "Edit Blaster"]]);
    expect(labels(render("sp-vehicle"), "itemEdit")).toEqual([
      ["Edit Turret Laser", "Edit Turret Laser"],
      ["Edit Spare Pistol", "Edit Spare Pistol"],
    ]);
    expect(labels(render("sp-spacecraft"), "itemEdit")).toEqual([["Edit Ship Laser", "Edit Ship Laser"]]);
  });

  it("names the seat's role on a vehicle's remove-seat button", () => {
    expect(labels(render("sp-vehicle"), "seatRemove")).toEqual([
      ["Remove the Driver seat", "Remove the Driver seat"],
      ["Remove the Gunner seat", "Remove the Gunner seat"],
      ["Remove the Passenger seat", "Remove the Passenger seat"],
    ]);
  });

  it("escapes an item name a user typed in the label", () => {
    const name = '"><img src=x onerror=alert(1)>';
    // the NPC sample with its one carried item renamed as a hostile user might
    const sample = renderer.samples.find((x) => x.id === "sp-npc")!;
    const context = structuredClone(sample.context) as { inventory: { items: { name: string }[] }[] };
    const item = context.inventory.flatMap((slot) => slot.items)[0]!;
    item.name = name;
    const html = renderer.env.render(sample.template, context);
    const [[aria, tip]] = labels(html, "itemDelete") as [[string, string]];
    expect(aria).toBe("Delete &quot;&gt;&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
    expect(tip).toBe(aria);
    expect(html).not.toContain("<img src=x");
  });
});
