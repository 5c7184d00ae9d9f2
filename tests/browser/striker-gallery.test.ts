// Striker sheets and cards in Chromium: the gallery page with the system's CSS, checked through
// the DOM and computed styles; PNGs are saved under build/screenshots.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";

/** The muted text colour of the light theme (styles/starskirmish.css --ssk-muted): dimmed, still readable. */
const MUTED = "rgb(74, 80, 94)";

let page: Page;
const { style } = openGallery((p) => (page = p));
const shots = SCREENSHOTS;

describe("Striker in the gallery", () => {
  it("draws the team sheet like a unit card: four trooper rows, the casualty greyed, led in green", async () => {
    expect(await page.$$eval("#striker-strTeam .str-trooper", (rows) => rows.length)).toBe(4);
    expect(await style('#striker-strTeam [data-trooper-index="3"]', "color")).toBe(MUTED);
    expect(await style('#striker-strTeam [data-trooper-index="0"]', "color")).not.toBe(MUTED);
    expect(await style("#striker-strTeam .str-led", "box-shadow")).toContain("rgb(46, 125, 50)");
    expect(await page.textContent("#striker-strTeam .str-led")).toContain("Squad leader 1");
    // Striker 8.C.4.a: the suppression's end is a visible line in the header.
    expect(await page.textContent("#striker-strTeam .str-suppressed-until")).toContain("Suppressed until turn 3:");
    expect(await page.isVisible("#striker-strTeam .str-suppressed-until")).toBe(true);
    // The hostile trooper name is text in an input, not markup.
    expect(await page.$eval('#striker-strTeam [name="system.troopers.3.name"]', (el) => (el as HTMLInputElement).value)).toContain("<img src=x");
    await page.locator("#striker-strTeam").screenshot({ path: join(shots, "striker-strTeam.png") });
  });

  it("draws a heavy machinegun setting up: its badge in the warning colour, Set up disabled with the reason (6.D.1)", async () => {
    const row = "#striker-strTeam-setting-up .str-set-up-row";
    expect(await page.getAttribute(row, "data-set-up-state")).toBe("settingUp");
    expect(await page.textContent(`${row} .str-set-up-badge`)).toBe("Setting up: 1 left");
    // --ssk-warn of the light theme
    expect(await style(`${row} .str-set-up-badge`, "color")).toBe("rgb(138, 90, 0)");
    expect(await page.isDisabled(`${row} [data-action="setUpWeapon"]`)).toBe(true);
    expect(await page.getAttribute(`${row} [data-action="setUpWeapon"]`, "data-tooltip-text")).toBe("The weapon is already setting up, set up or packing up (6.D.1).");
    expect(await page.isVisible(`${row} [data-action="setUpWeapon"]`)).toBe(true);
    await page.locator("#striker-strTeam-setting-up").screenshot({ path: join(shots, "striker-strTeam-setting-up.png") });
  });

  it("draws the weapon sheet with a box per ammunition type and its range columns", async () => {
    expect(await page.$$eval("#striker-weapon .str-ammo-row", (els) => els.length)).toBe(3);
    expect(await page.$$eval("#striker-weapon .str-ammo-row:nth-of-type(2) .str-band", (els) => els.length)).toBe(2);
    expect(await style("#striker-weapon .str-ammo-row", "border-left-style")).toBe("solid");
    // A checkbox sits beside its label, not above it.
    expect(await style("#striker-weapon label.str-check", "flex-direction")).toBe("row");
    const width = await page.$eval("#striker-weapon .str-weapon", (el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(300);
    await page.locator("#striker-weapon").screenshot({ path: join(shots, "striker-weapon.png") });
  });

  it("shows a column the table leaves blank as an empty input with a dash, not -1 (the LAG's price)", async () => {
    const value = (name: string) => page.$eval(`#striker-weapon-blank [name="${name}"]`, (el) => [(el as HTMLInputElement).value, (el as HTMLInputElement).placeholder, (el as HTMLInputElement).min]);
    expect(await value("system.priceCr")).toEqual(["", "–", "0"]);
    expect(await value("system.ammo.0.magazinePriceCr")).toEqual(["", "–", "0"]);
    expect(await value("system.ammo.1.magazinePriceCr")).toEqual(["20", "–", "0"]);
    // no input holds the stored -1, and the printed columns do not show it either
    expect(await page.$$eval("#striker-weapon-blank input", (els) => els.map((e) => (e as HTMLInputElement).value))).not.toContain("-1");
    expect(await page.$$eval("#striker-weapon-blank .str-printed", (els) => els.map((e) => e.textContent ?? "").join(" "))).not.toContain("-1");
    await page.locator("#striker-weapon-blank").screenshot({ path: join(shots, "striker-weapon-blank.png") });
  });

  it("marks a cover or status call the board disputes in the warning colour, as on the sheet (a card has no .starskirmish ancestor)", async () => {
    // --ssk-warn of the light theme
    expect(await style("#striker-fire-card-disputed-cover .str-call-disputed", "color")).toBe("rgb(138, 90, 0)");
    expect(await style("#striker-fire-card-disputed-cover .str-call-disputed", "font-weight")).toBe("600");
    // a status call's dispute sits on the target's status row, not the cover's (Striker 7.A.1.c, 7.A.2-3)
    expect(await style("#striker-fire-card-disputed-status .str-modifier .str-call-disputed", "color")).toBe("rgb(138, 90, 0)");
    expect(await page.$$eval("#striker-fire-card-disputed-status .str-cover .str-call-disputed", (els) => els.length)).toBe(0);
    expect(await style("#striker-fire-card-disputed-open .str-status-call .str-call-disputed", "color")).toBe("rgb(138, 90, 0)");
    expect(await page.textContent("#striker-fire-card-disputed-open .str-status-call")).toBe("In the open (the board shows the target concealed: check the status call)");
  });

  it("draws the fire card with the casualty row in red and a morale button per team, one under the other at one width", async () => {
    expect(await style("#striker-fire-card .str-hits .is-casualty", "color")).toBe("rgb(183, 28, 28)");
    const buttons = await page.$$eval("#striker-fire-card .str-morale-buttons button", (els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), bottom: Math.round(r.bottom), width: Math.round(r.width) })));
    expect(buttons).toHaveLength(2);
    // a long team name wraps within its own button, not beside a squeezed one
    expect(buttons[1]!.top).toBeGreaterThanOrEqual(buttons[0]!.bottom);
    expect(buttons[1]!.width).toBe(buttons[0]!.width);
    const card = await page.$eval("#striker-fire-card .ssk-card", (el) => el.getBoundingClientRect().right);
    const table = await page.$eval("#striker-fire-card .str-hits", (el) => el.getBoundingClientRect().right);
    expect(table).toBeLessThanOrEqual(card);
    expect(await page.textContent("#striker-fire-card .ssk-card-title")).toContain('<img src=x onerror="window.__xss=1">');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.locator("#striker-fire-card").screenshot({ path: join(shots, "striker-fire-card.png") });
    await page.locator("#striker-morale-card").screenshot({ path: join(shots, "striker-morale-card.png") });
  });

  it("draws a grenade attack's fragmentation roll on the card, and launcher and mount sheets", async () => {
    expect(await page.textContent("#striker-grenade-card .str-fragmentation")).toContain("2D6 (4 + 3) + 4 soldiers on the stand (+1 each) = 11: 1 hit");
    expect(await page.$$eval("#striker-grenade-card .str-hits .is-casualty", (els) => els.length)).toBe(1);
    expect(await page.$$eval("#striker-grenade-launcher .str-ammo-row", (els) => els.length)).toBe(3);
    expect(await page.$eval('#striker-grenade-launcher [name="system.ammo.2.hitDm"]', (el) => (el as HTMLInputElement).value)).toBe("4");
    expect(await page.$eval('#striker-weapon-mount [name="system.mountFor"]', (el) => (el as HTMLInputElement).value)).toBe("13mm Gatling Gun");
    expect(await page.$$eval("#striker-weapon-mount .str-ammo-row", (els) => els.length)).toBe(0);
    await page.locator("#striker-grenade-card").screenshot({ path: join(shots, "striker-grenade-card.png") });
    await page.locator("#striker-grenade-launcher").screenshot({ path: join(shots, "striker-grenade-launcher.png") });
  });

  it("draws a burst's further team as its own block with its own Apply, inside the card", async () => {
    const section = "#striker-burst-card .str-burst-team";
    expect(await page.textContent(`${section} h4`)).toContain("Red <i>C3</i>");
    expect(await page.$$eval(`${section} button[data-target-key="neighbour"]`, (els) => els.length)).toBe(1);
    expect(await page.$$eval(`${section} .str-hits .is-casualty`, (els) => els.length)).toBe(1);
    const card = await page.$eval("#striker-burst-card .ssk-card", (el) => el.getBoundingClientRect().right);
    const block = await page.$eval(section, (el) => el.getBoundingClientRect().right);
    expect(block).toBeLessThanOrEqual(card);
    expect(await page.$eval(section, (el) => getComputedStyle(el).borderTopStyle)).toBe("solid");
    await page.locator("#striker-burst-card").screenshot({ path: join(shots, "striker-burst-card.png") });
  });

  it("draws the rally card with an Apply on the rallied team only, and the unled team's orders", async () => {
    expect(await page.$$eval("#striker-rally-card .str-rally-row", (els) => els.length)).toBe(2);
    expect(await page.$$eval("#striker-rally-card .str-rally-row button", (els) => els.map((e) => e.closest("li")?.dataset.targetKey))).toEqual(["a1"]);
    expect(await page.textContent("#striker-rally-card .str-rally-name")).toContain("<img src=x");
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.textContent("#striker-command-card .str-unled-move")).toContain("May not move");
    expect(await page.textContent("#striker-command-card .str-unled-fire")).toContain("(100 m)");
    await page.locator("#striker-rally-card").screenshot({ path: join(shots, "striker-rally-card.png") });
    await page.locator("#striker-command-card").screenshot({ path: join(shots, "striker-command-card.png") });
  });

  it("the morale card says when the suppression ends, with the rules' counter", async () => {
    const text = await page.textContent("#striker-morale-card .str-suppressed-until");
    expect(text).toContain("Suppressed until turn 3:");
    // the step by its name, not only its letter, and the counter said as the rules use it
    expect(text).toContain("step b (the other player's morale checks)");
    expect(text).toContain("The printed rules mark it with a 5 counter (8.C.4.a).");
    // the counter's note stands on a line of its own, below the turn, phase and step, and starts it
    const [line, note] = await Promise.all([
      page.locator("#striker-morale-card .str-suppressed-until").boundingBox(),
      page.locator("#striker-morale-card .str-suppressed-until .str-counter").boundingBox(),
    ]);
    expect(await page.$eval("#striker-morale-card .str-counter", (e) => getComputedStyle(e).display)).toBe("block");
    expect(note!.x).toBeLessThanOrEqual(line!.x + 1);
    expect(note!.y).toBeGreaterThan(line!.y + 10);
  });

  it("the revealed counter card names the team it stood for as text", async () => {
    expect(await page.textContent("#striker-counter-card .str-stands-for")).toContain("<img src=x");
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.locator("#striker-counter-card").screenshot({ path: join(shots, "striker-counter-card.png") });
  });

  it("draws the turn banner as the shared one in Striker's olive, its Next button full width", async () => {
    expect(await style("#striker-turn .ssk-turn", "border-left-color")).toBe("rgb(74, 74, 42)");
    expect(await page.textContent("#striker-turn .ssk-turn-who")).toBe("Second player acts");
    const [banner, button] = await page.$$eval("#striker-turn .ssk-turn, #striker-turn .ssk-turn button", (els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
    expect(button).toBeGreaterThan((banner ?? 0) * 0.8);
  });
});
