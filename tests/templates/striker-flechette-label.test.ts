// The flechette round's +4 to hit (Striker, notes for all grenade weapons) is named alike where it is
// entered, on the weapon sheet's ammunition row, and where it counts, on the fire card's modifier
// line and its further team's roll: "Round's hit DM". The sheet's tooltip says where the +4 comes from.
import { beforeAll, describe, expect, it } from "vitest";
import { sampleRenderer } from "../helpers/gallery-render";

let render: (id: string) => string;

beforeAll(async () => {
  ({ render } = await sampleRenderer());
});

const decode = (s: string) => s.replace(/&#x27;/g, "'").replace(/&#x3D;/g, "=").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
const text = (html: string) => decode(html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim());

describe("the flechette round's hit DM", () => {
  it("the weapon sheet's field and the fire card's modifier say the same words", () => {
    const sheet = render("striker-grenade-launcher");
    const field = sheet.match(/<label class="str-hit-dm" data-tooltip="([^"]*)">([^<]*)<input[^>]*name="system\.ammo\.2\.hitDm" value="4"/);
    expect(field, "the flechette row's hit DM field").not.toBeNull();
    const card = render("striker-flechette-card");
    const modifier = [...card.matchAll(/<dt>([^<]*)<\/dt><dd class="str-modifier">\+4<\/dd>/g)].map((m) => decode(m[1] ?? ""));
    expect(modifier).toEqual(["Round's hit DM"]);
    expect(decode(field![2]!)).toBe("Round's hit DM");
    // the further team's roll in the strip reads the same term
    expect(text(card)).toContain("+ 4 Round's hit DM =");
  });

  it("the sheet's tooltip cites the grenade weapon notes for the +4", () => {
    const field = render("striker-grenade-launcher").match(/<label class="str-hit-dm" data-tooltip="([^"]*)">/);
    expect(decode(field?.[1] ?? "")).toBe("Added to the firer's roll with this round: flechette grenades +4, other rounds 0 (notes for all grenade weapons).");
  });
});
