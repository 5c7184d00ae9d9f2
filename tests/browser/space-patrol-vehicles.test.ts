// Space Patrol! vehicle manoeuvres at the table (Guide 6.7, 6.15) and zero-G moves (6.10) in Chromium, from the gallery page
// with the system's CSS: every dialog and card is on the page, names users typed show as text and run
// nothing, each control has its label, the vehicle sheet shows its speed after markers; PNGs saved.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";

let page: Page;
openGallery((p) => (page = p));

const IDS = ["sp-vehicle-turn-dialog", "sp-vehicle-turn-card", "sp-vehicle-turn-flyer", "sp-plummet-card", "sp-plummet-escaped", "sp-plummet-spent", "sp-plummet-crash", "sp-vehicle-pd-reserved", "sp-vehicle-shoot-down-dialog", "sp-vehicle-shoot-down-card", "sp-zero-g-move-drift", "sp-zero-g-move-made"];
const HOSTILE = '<img src=x onerror="window.__xss=1">';

describe("Space Patrol! vehicle manoeuvre dialogs and cards in Chromium", () => {
  it("renders every one, each showing the hostile name as text and running nothing", async () => {
    for (const id of IDS) {
      expect(await page.$(`#${id}`), id).not.toBeNull();
      expect(await page.textContent(`#${id}`), id).toContain(HOSTILE);
      expect(await page.$$eval(`#${id} img`, (imgs) => imgs.length), id).toBe(0);
      await page.locator(`#${id}`).screenshot({ path: join(SCREENSHOTS, `${id}.png`) });
    }
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it("gives every dialog control a label, inside fieldsets", async () => {
    for (const id of IDS.filter((i) => i.endsWith("-dialog"))) {
      const unlabelled = await page.$$eval(`#${id} input, #${id} select`, (els) => els.filter((e) => !e.closest("label")).length);
      expect(unlabelled, id).toBe(0);
      expect(await page.$$eval(`#${id} fieldset`, (f) => f.length), id).toBeGreaterThan(0);
    }
  });

  it("names the move left and the speed after markers on the card and the sheet", async () => {
    expect(await page.textContent("#sp-vehicle-turn-card .sp-turn-left")).toContain("8");
    expect(await page.textContent("#sp-vehicle-turn-card .sp-turn-speed")).toContain("16");
    expect(await page.textContent("#sp-vehicle-turn-card .sp-turn-cost")).toMatch(/quarter.*20/s);
    expect(await page.$("#sp-vehicle-turn-flyer .sp-turn-token")).not.toBeNull();
    expect(await page.textContent("#sp-vehicle-systems .sp-speed-now")).toMatch(/Speed now: 16/);
    await page.locator("#sp-vehicle-systems .sp-vehicle-movement").screenshot({ path: join(SCREENSHOTS, "sp-vehicle-movement.png") });
  });

  it("offers Get out only to those with a parachute or flying belt, a point to all, and Crash once", async () => {
    expect(await page.$$eval("#sp-plummet-card [data-card-action='spPlummetEscape']", (b) => b.length)).toBe(2);
    expect(await page.$$eval("#sp-plummet-card [data-card-action='spPlummetSpend']", (b) => b.length)).toBe(3);
    expect(await page.$$eval("#sp-plummet-card [data-card-action='spPlummetCrash']", (b) => b.length)).toBe(1);
    expect(await page.textContent("#sp-plummet-escaped .ssk-card-outcome")).toContain("parachute");
    expect(await page.textContent("#sp-plummet-crash .ssk-card-outcome")).toContain("1 killed");
  });

  it("shows the point defence section on the sheet and each interception on the card", async () => {
    expect(await page.$$eval("#sp-vehicle-systems .sp-pd-row", (r) => r.length)).toBe(2);
    expect(await page.textContent("#sp-vehicle-systems .sp-pd-reserved")).toContain("3");
    expect(await page.textContent("#sp-vehicle-systems .sp-pd-problem")).toContain("4 or more targets");
    expect(await page.$$eval("#sp-vehicle-shoot-down-card .sp-pd-shot.is-defeated", (r) => r.length)).toBe(2);
    expect(await page.textContent("#sp-vehicle-shoot-down-card .ssk-card-outcome")).toContain("void");
    await page.locator("#sp-vehicle-systems .sp-vehicle-pd").screenshot({ path: join(SCREENSHOTS, "sp-vehicle-pd-section.png") });
  });

  it("names the zero-G move's EVA roll and its outcome", async () => {
    // the shared DT line (parts/task-dt.hbs): DT 16 from its base of 12 (SP-5)
    expect(await page.textContent("#sp-zero-g-move-drift .sp-zero-g-dt")).toMatch(/16.*12/s);
    expect(await page.textContent("#sp-zero-g-move-drift .ssk-card-outcome")).toContain("drifts");
    expect(await page.$("#sp-zero-g-move-drift .sp-zero-g-undo")).toBeNull();
    expect(await page.textContent("#sp-zero-g-move-made .sp-total")).toContain("12");
  });
});
