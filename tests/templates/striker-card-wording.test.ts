// Striker fire card and dialog wording from a screenshot review, rendered from the gallery samples
// with real Handlebars and the English strings: the Damage cell holds only the verdict with the
// reason once in a note under the table (Striker 8.B.1), every section labels its cover "Cover"
// (8.B.2), a disputed cover call says to check it (7.A.2), and the picked-up weapon box (8.B.6).
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer } from "../helpers/gallery-render";

let render: (id: string) => string;

beforeAll(async () => {
  ({ render } = await sampleRenderer());
});

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim();
const cells = (html: string) => [...html.matchAll(/<span class="str-outcome">(.*?)<\/span><\/td>/g)].map((m) => text(m[1] ?? ""));
const notes = (html: string) => [...html.matchAll(/<ul class="str-damage-notes">(.*?)<\/ul>/g)].map((m) => [...(m[1] ?? "").matchAll(/<li>(.*?)<\/li>/g)].map((li) => text(li[1] ?? "")));

describe("the fire card's Damage column (Striker 8.B.1)", () => {
  it("gives the verdict alone in the cell and the half-damage reason once, plainly, under the table", () => {
    const html = render("striker-fire-card");
    expect(cells(html)).toEqual(["Casualty1"]);
    expect(notes(html)).toEqual([["1 Casualty: the penetration was at least the armour but less than twice it, so the weapon's damage was halved, rounding down, and still came to 1 or more (8.B.1)."]]);
    expect(html).not.toContain("some left");
  });

  it("numbers each distinct reason once, in the order the hits show them", () => {
    const html = render("striker-grenade-card");
    expect(cells(html).slice(0, 2)).toEqual(["Fragment: No effect1", "Contact hit: Casualty2"]);
    expect(notes(html)[0]).toEqual(["1 No effect: the penetration was below the armour (8.B.1).", "2 Casualty: the penetration was at least twice the armour (8.B.1)."]);
  });

  it("gives a further team's section its own notes", () => {
    for (const id of ["striker-burst-card", "striker-flechette-card"]) {
      const all = notes(render(id));
      expect(all).toHaveLength(2);
      expect(all[1]).toEqual(["1 Casualty: the penetration was at least twice the armour (8.B.1)."]);
    }
  });

  it("no cell on any fire card still carries its reason in brackets", () => {
    for (const id of ["striker-fire-card", "striker-fire-card-disputed-cover", "striker-fire-card-disputed-status", "striker-fire-card-disputed-open", "striker-burst-card", "striker-flechette-card", "striker-grenade-card"]) {
      for (const cell of cells(render(id))) expect(cell).toMatch(/^(?:(?:Contact hit|Fragment): )?(?:Casualty|No effect)\d$/);
    }
  });
});

describe("the fire card's cover label (Striker 8.B.2)", () => {
  it("labels the target's cover and each further team's alike, as Cover", () => {
    for (const id of ["striker-fire-card", "striker-burst-card", "striker-flechette-card"]) {
      const html = render(id);
      expect(html).toContain('<dt>Cover</dt><dd class="str-cover">');
      expect(html).not.toContain("Target's cover");
      expect(html).not.toContain("Target&#x27;s cover");
    }
    expect(render("striker-burst-card")).toContain('<dt>Cover</dt><dd class="str-cover str-team-cover">');
  });
});

describe("a disputed cover call (Striker 7.A.2, 8.B.2)", () => {
  it("says what the board shows and to check the call", () => {
    const dd = render("striker-fire-card-disputed-cover").match(/<dd class="str-cover">(.*?)<\/dd>/)?.[1] ?? "";
    expect(text(dd)).toBe("None (the board shows a forest: check the cover call)");
  });
});

describe("the fire dialog's picked-up weapon box (Striker 8.B.6)", () => {
  it("says the weapon was picked up during the team's last move", () => {
    const html = render("striker-fire-dialog");
    expect(html).toContain('<span class="ssk-form-label">Firing a weapon picked up during its last move</span><input type="checkbox" name="pickedUpWeapon"');
    expect(html).not.toContain("last movement");
  });
});

describe("the fragmentation line's difficulty profile (Striker 8.A.1.b.5)", () => {
  it("names the profile with the same word the Range column row uses", () => {
    const html = render("striker-grenade-card");
    expect(text(html.match(/<dd class="str-band-profile">(.*?)<\/dd>/)?.[1] ?? "")).toBe("Difficult");
    expect(text(html.match(/<p class="str-fragmentation">(.*?)<\/p>/s)?.[1] ?? "")).toMatch(/^Fragmentation \(Difficult\): 2D6/);
  });
});
