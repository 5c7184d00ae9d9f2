// Layer 5 for the Space Patrol! NPC, vehicle and spacecraft sheets: they render from the gallery's
// samples with real Handlebars, show what the actor has, and escape names users typed.
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer } from "../helpers/gallery-render";

let render: (id: string) => string;
beforeAll(async () => {
  render = (await sampleRenderer()).render;
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
    const rows = [...render("sp-fire").matchAll(/<li class="is-(?:success|failure)">([\s\S]*?)(?:<div|<button|<\/li>)/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").replace(/&rarr;/g, "→").replace(/\s+/g, " ").trim());
    expect(rows).toEqual([
      "d20 17 + 2 asset + 2 weapon = 21 against Difficulty Target 8 → 4 hits",
      "d20 1 + 2 asset + 2 weapon + 1 Tactics = 6 against Difficulty Target 8 → 0 hits",
    ]);
  });

  it("gives the Tactics spent a line of the task card's sum, so die, bonus and Tactics add up to the total", () => {
    const facts = (id: string) => Object.fromEntries([...render(id).matchAll(/<dt>([^<]*)<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => [m[1], m[2]!.replace(/<[^>]+>/g, "").trim()]));
    const spent = facts("sp-task-tactics");
    expect(spent["Tactics spent"]).toBe("+1");
    const [asset, equipment] = spent["Asset + equipment"]!.split(" + ").map(Number);
    expect(Number(spent["Die"]) + asset! + equipment! + 1).toBe(Number(spent["Total"]));
    expect(facts("sp-task-success")["Tactics spent"]).toBeUndefined();
  });

  it("says what a psionic disadvantage count is: 'Distance: 2 disadvantages'", () => {
    expect(render("sp-psi-telepathy-card")).toMatch(/<span class="sp-psi-why">Distance: 2 disadvantages<\/span>/);
  });

  it("cites the Easy 8 floor in the DT line only where it stopped the DT (SP-5)", () => {
    const dtLine = (id: string) => /<p class="sp-(?:fire|care)-dt">([\s\S]*?)<\/p>/.exec(render(id))![1]!.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
    expect(dtLine("sp-fire")).toMatch(/; 4 a step, but never below 8, SP-5\)$/);
    expect(dtLine("sp-medicine-failed")).toMatch(/; 4 a step, SP-5\)$/);
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
