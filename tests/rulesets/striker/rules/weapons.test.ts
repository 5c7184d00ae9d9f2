import { describe, expect, it } from "vitest";
import { SLUG_THROWERS } from "../../../../src/rulesets/striker/rules/slug-weapons";
import { ENERGY_WEAPONS } from "../../../../src/rulesets/striker/rules/energy-weapons";
import { CREW_SERVED_WEAPONS } from "../../../../src/rulesets/striker/rules/crew-served-weapons";
import type { AmmoRow, Weapon } from "../../../../src/rulesets/striker/rules/weapon-types";

/** Renders a row in the text's notation: "300(3)+2 600(2)+1 900(1)+1 3 M 1/2". */
function printed(row: AmmoRow): string {
  const bands = row.bands.map((b) => `${b.range}(${b.penetration})${b.autofire ? `+${b.autofire}` : ""}`);
  const trg = "areaM" in row.targets ? `${row.targets.areaM}m` : row.targets.auto === null ? `${row.targets.single}` : `${row.targets.single}/${row.targets.auto}`;
  return [...bands, row.damage, row.signature, trg].join(" ");
}
const n = (v: number | null) => (v === null ? "-" : String(v).replace(/^0\./, "."));
/** "weight/magazine price/magazine" as printed under Weight and Price. */
const costs = (w: Weapon) => `${n(w.weightKg)}/${n(w.rows[0]?.magazineWeightKg ?? null)} ${n(w.priceCr)}/${n(w.rows[0]?.magazinePriceCr ?? null)}`;

// Typed from the text, SLUG THROWERS: TL, rows (ammo: ranges DMG SIG Trg), weight/price, magazine.
const SLUG_TEXT: readonly [string, number, string | number, readonly string[], string][] = [
  ["sling", 1, 1, ["40(1) 80(0) 150(0) 1 L 1"], "0/.1 1/-"],
  ["shortBow", 1, 1, ["25(1) 50(0) 300(0) 2 L 1"], ".5/.1 50/2"],
  ["longBow", 1, 1, ["50(1) 200(1) 400(0) 2 L 1"], "1/.1 75/2"],
  ["lightCrossbow", 1, 1, ["50(2) 100(1) 300(0) 2 L 1"], "3/.1 150/2"],
  ["heavyCrossbow", 1, 1, ["50(3) 100(2) 400(0) 3 L 1"], "6/.1 250/2"],
  ["repeatingCrossbow", 1, 10, ["50(2) 100(1) 300(0) 2 L 1"], "4/.1 200/8"],
  ["handCannon", 2, 1, ["25(0) 80(0) 250(0) 3 H 1"], "5/.2 50/5"],
  ["flintlockMusket", 3, 1, ["50(2) 150(2) 300(0) 3 H 1"], "4/.03 60/2"],
  ["flintlockPistol", 3, 1, ["10(1) 20(1) 50(0) 3 H 1"], "1.5/.02 40/5"],
  ["percussionRevolver", 4, 6, ["20(2) 30(1) 60(0) 3 M 1"], "1/.03 150/2"],
  ["percussionRifle", 4, 1, ["200(3) 400(1) 800(0) 3 M 1"], "4/.03 100/2"],
  ["revolver5mm", 5, 6, ["C(0) 10(0) 50(0) 1 M 1"], ".3/.05 100/3"],
  ["revolver7mm", 5, 6, ["10(1) 25(0) 80(0) 2 M 1"], ".6/.075 125/4"],
  ["revolver9mm", 5, 6, ["10(2) 40(1) 100(0) 2 M 1"], ".9/.1 150/5"],
  ["magnumRevolver9mm", 5, 6, ["10(3) 40(1) 100(0) 3 M 1"], "1.2/.12 300/8"],
  ["shotgun", 5, 10, ["50(1)+6 100(0)+3 2 H 1", "50(3)+4 100(1)+2 3 H 1"], "3.75/.75 150/10"],
  ["boltRifle762mm", 5, 6, ["250(3) 500(2) 750(2) 3 M 1"], "4/.2 200/8"],
  ["rifle13mm", 5, 2, ["350(5) 700(4) 1000(3) 5 H 1"], "15/.15 2000/60"],
  ["autopistol7mm", 6, 15, ["10(1) 25(0) 60(0) 2 M 1"], ".55/.2 150/8"],
  ["autopistol9mm", 6, 15, ["10(2) 40(1) 90(0) 2 M 1"], ".75/.25 200/10"],
  ["carbine7mm", 6, 10, ["100(2) 180(1) 300(0) 3 M 1"], "3/.125 200/10"],
  ["semiAutoRifle7mm", 6, 20, ["300(3) 600(2) 900(2) 3 M 1"], "4/.5 200/20"],
  ["autoRifle7mm", 6, 20, ["300(3)+3 600(2)+2 900(2)+1 3 M 2"], "5/.5 1000/20"],
  ["submachinegun9mm", 6, 30, ["25(3)+4 50(2)+3 100(1)+1 2 M 2"], "2.5/.5 150/20"],
  ["bodyPistol", 7, 6, ["C(0) 10(0) 25(0) 1 M 1"], ".25/.05 500/20"],
  ["assaultRifle55mm", 7, 30, ["180(3)+2 350(2)+1 600(1) 2 M 1/2"], "3/.33 300/20"],
  ["assaultRifle7mm", 7, 30, ["180(3)+2 500(2)+1 750(2) 3 M 1/2"], "4/.6 400/30"],
  ["autoShotgun", 7, 20, ["50(1)+6 100(0)+3 2 H 1/2", "50(3)+4 100(1)+2 4 H 1/2"], "4/1.5 500/20"],
  ["semiAutoRifle9mm", 7, 20, ["350(4) 700(3) 1000(2) 3 M 1"], "5/.8 1000/40"],
  ["snub10mm", 8, 6, ["C(1) 10(1) 25(1) 4 M 1", "C(6) 10(6) 25(6) 3 M 1"], ".25/.03 150/10"],
  ["autoSnub10mm", 8, 20, ["C(1) 10(1) 25(1) 4 M 1", "C(6) 10(6) 25(6) 3 M 1"], ".4/.1 200/30"],
  ["lag", 8, 5, ["150(3) 300(3) 450(3) 4 M 1", "200(8) 400(7) 600(6) 4 M 1", "70(6)+2 150(5)+1 2 M 50m"], "4/.5 -/-"],
  ["accelerator6mm", 9, 15, ["25(1)+2 50(3)+1 80(1) 3 L 1"], "2.5/.5 900/25"],
  ["acr7mm", 10, 20, ["300(3)+2 600(2)+1 900(1)+1 3 M 1/2", "450(3)+2 900(2)+1 3 M 1/2"], "3/.4 800/10"],
  ["acr9mm", 10, 20, ["300(4)+2 600(3)+1 900(2)+1 3 M 1/2", "450(6)+2 900(3)+1 3 M 1/2", "300(3)+2 600(3)+1 900(3) 4 M 1/2"], "3.5/.5 1000/15"],
  ["arl", 10, 20, ["300(5)+3 600(4)+2 1000(3)+1 4 H 1/2", "300(8)+3 600(6)+2 1000(4)+1 4 H 1/2", "300(5)+3 600(5)+2 1000(5)+1 5 H 1/2", "250(10)+3 500(10)+2 750(10)+1 4 H 1/2"], "3/.5 800/20"],
  ["arlss", 10, 40, ["300(5)+4 600(4)+3 1000(3)+2 4 H 2", "300(8)+4 600(6)+3 1000(4)+2 4 H 2", "300(5)+4 600(5)+3 1000(5)+2 5 H 2", "250(10)+4 500(10)+3 750(10)+2 4 H 2"], "3.5/1 1000/40"],
  ["gaussRifle4mm", 12, 40, ["600(7)+3 1200(3)+2 4 L 1/2"], "3.5/.4 1500/40"],
  ["gaussPistol4mm", 13, 15, ["20(4) 40(3) 60(1) 3 L 1"], ".65/.2 600/20"],
];

const ENERGY_TEXT: readonly [string, number, string | number, string, string][] = [
  ["laserCarbine8", 8, 50, "150(7) 300(3) 1500(0) 3 L 1", "5/3 2500/1000"],
  ["laserRifle9", 9, 100, "180(9) 360(4) 1800(1) 3 L 1", "6/4 3500/1500"],
  ["laserPistol9", 9, 50, "90(4) 180(2) 900(0) 3 L 1", "3/1 2000/400"],
  ["pgmp12", 12, 40, "250(20) 450(8) 750(1) 12 H 1", "6/3 10000/2500"],
  ["laserCarbine13", 13, 200, "200(12) 400(6) 2000(2) 3 L 1", "4.4/2 4000/14000"],
  ["pgmp13", 13, "unlimited", "450(25) 900(12) 1500(1) 13 H 1", ".9/7 65000/50000"],
  ["laserRifle13", 13, 200, "400(20) 800(12) 4000(4) 3 L 1", "8/4 8000/28000"],
  ["laserPistol13", 13, 200, "100(6) 200(3) 1000(1) 3 L 1", "2.2/1 3000/7000"],
  ["pgmp14", 14, "unlimited", "450(25) 900(12) 1500(1) 14 H 1", "9/1.6 100000/65000"],
  ["fgmp14", 14, "unlimited", "450(34) 900(22) 1500(4) 14 H 1", "10/9 100000/65000"],
  ["fgmp15", 15, "unlimited", "450(34) 900(22) 1500(4) 15 H 1", "1/2 400000/300000"],
  ["fgmp16", 16, "unlimited", "450(34) 900(22) 1500(4) 16 H 1", ".5/1 500000/375000"],
  ["plasmaRifle", 16, "unlimited", "450(25) 900(12) 1500(1) 13 H 1", ".5/.5 125000/300000"],
];

const CREW_TEXT: readonly [string, number, string, string, string, string][] = [
  ["mediumMg7mm5", 5, "3", "350(3)+3 700(2)+2 1000(2)+1 3 H 8", "10/4 1500/240", "5|0"],
  ["heavyMg7mm5", 5, "120/3", "500(3)+3 1000(2)+2 1500(2)+1 3 H 8", "15/4 1900/240", "|2"],
  ["lightMg55mmBelt", 6, "80/1", "350(2)+4 700(2)+3 1000(2)+2 2 H 2", "5.5/2 1200/100", "1,4,7|0"],
  ["lightMg55mmMagazine", 6, "30/1", "350(2)+2 700(2)+1 1000(2) 2 H 2", "5.5/.33 1200/20", "1,2,4,7|0"],
  ["lightMg7mm", 6, "40/1", "400(3)+3 750(2)+2 1200(2)+1 3 H 4", "10/1.3 2000/100", "1,3,7|0"],
  ["mediumMg7mm6", 6, "160/2", "500(3)+4 1000(2)+3 1500(2)+2 3 H 8", "10/5.5 2000/300", "3,5,7|0"],
  ["heavyMg7mm6", 6, "160/1", "600(3)+5 1200(2)+4 1800(2)+2 3 H 16", "10/5.3 2200/300", "3|2"],
  ["heavyMg13mm6", 6, "80/2", "500(6)+3 1000(5)+2 1500(3)+1 5 H 4", "40/10 3000/400", "|2"],
  ["gatling55mm7", 7, "2560/4", "300(2)+7 600(2)+5 1000(1)+3 2 H 16", "30/30 12350/2250", "|4"],
  ["gatling7mm7", 7, "2560/4", "400(3)+7 750(2)+5 1200(2)+3 3 H 16", "60/60 15500/3000", "|4"],
  ["gatling55mm8", 8, "2560/1", "300(2)+9 600(2)+7 1000(1)+4 2 H 16", "15/30 4500/1000", "|4"],
  ["gatling7mm8", 8, "1280/1", "400(3)+8 750(2)+6 1200(2)+3 3 H 16", "30/30 6000/900", "|4"],
  ["heavyMg13mm8", 8, "80/1", "500(6)+4 1000(5)+3 1500(3)+1 5 H 8", "20/10 5000/400", "|2"],
  ["gatling13mm", 8, "320/1", "500(6)+6 1000(5)+5 1500(3)+2 5 H 16", "70/30 9000/1000", "6|6"],
  ["vrfGauss10", 10, "30720/24", "1500(21)+8 3000(19)+6 4500(17)+3 10 L 16", "2000/300 200000/6000", "6|10"],
];

const find = (list: readonly Weapon[], id: string): Weapon => {
  const w = list.find((x) => x.id === id);
  if (!w) throw new Error(`missing ${id}`);
  return w;
};

describe("slug throwers table", () => {
  it("has every row in order", () => expect(SLUG_THROWERS.map((w) => w.id)).toEqual(SLUG_TEXT.map((r) => r[0])));
  it.each(SLUG_TEXT)("%s (TL %i, magazine %s)", (id, tl, magazine, rows, cost) => {
    const w = find(SLUG_THROWERS, id);
    expect(w.tl).toBe(tl);
    expect(w.rows.map(printed)).toEqual(rows);
    expect(w.rows.every((r) => r.magazine === magazine)).toBe(true);
    expect(costs(w)).toBe(cost);
    expect(w.label).toBe(`STARSKIRMISH.Striker.Weapon.${id}`);
  });
});

describe("energy weapons table", () => {
  it("has every row in order", () => expect(ENERGY_WEAPONS.map((w) => w.id)).toEqual(ENERGY_TEXT.map((r) => r[0])));
  it.each(ENERGY_TEXT)("%s (TL %i, shots %s)", (id, tl, shots, row, cost) => {
    const w = find(ENERGY_WEAPONS, id);
    expect(w.tl).toBe(tl);
    expect(w.rows.map(printed)).toEqual([row]);
    expect(w.rows[0]?.magazine).toBe(shots);
    expect(costs(w)).toBe(cost);
  });
});

describe("crew-served table", () => {
  it("has every row in order", () => expect(CREW_SERVED_WEAPONS.map((w) => w.id)).toEqual(CREW_TEXT.map((r) => r[0])));
  it.each(CREW_TEXT)("%s (TL %i, shots %s)", (id, tl, shots, row, cost, notesSetUp) => {
    const w = find(CREW_SERVED_WEAPONS, id);
    expect(w.tl).toBe(tl);
    expect(w.rows.map(printed)).toEqual([row]);
    expect(w.rows[0]?.magazine).toBe(shots);
    expect(costs(w)).toBe(cost);
    expect(`${w.rows[0]?.notes.join(",")}|${w.setUp}`).toBe(notesSetUp);
  });
});
