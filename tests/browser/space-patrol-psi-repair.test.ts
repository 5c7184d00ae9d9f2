// The Space Patrol! PSI powers (Guide 2.3) and vehicle repairs (6.15) in Chromium, from the gallery
// page with the system's CSS: every dialog and card is on the page, names users typed show as text
// and run nothing, each control has its label, the sheets show their Psionics and Repairs sections;
// PNGs saved to look at.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";

let page: Page;
openGallery((p) => (page = p));

const IDS = [
  "sp-psi-probe-dialog",
  "sp-psi-suggestion-dialog",
  "sp-psi-telepathy-dialog",
  "sp-psi-viewing-dialog",
  "sp-psi-probe-card",
  "sp-psi-suggestion-card",
  "sp-psi-telepathy-card",
  "sp-psi-viewing-card",
  "sp-vehicle-repair-dialog",
  "sp-vehicle-repair-fixed",
  "sp-vehicle-repair-failed",
];
const HOSTILE = '<img src=x onerror="window.__xss=1">';

describe("Space Patrol! PSI and vehicle repair dialogs and cards in Chromium", () => {
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
    // the probe's target is on the board: his Stun Marker is read, only willingness is asked
    expect(await page.$("#sp-psi-probe-dialog input[name='stunned']")).toBeNull();
    expect(await page.$("#sp-psi-probe-dialog input[name='willing']")).not.toBeNull();
    expect(await page.$("#sp-psi-telepathy-dialog input[name='metres']")).not.toBeNull();
    expect(await page.$$eval("#sp-psi-suggestion-dialog .sp-psi-targets li", (li) => li.length)).toBe(2);
  });

  it("names every number on the cards: one row per suggestion target, the time a probe took", async () => {
    expect(await page.$$eval("#sp-psi-suggestion-card .sp-psi-row", (r) => r.length)).toBe(2);
    expect(await page.$$eval("#sp-psi-suggestion-card .sp-psi-row.is-success", (r) => r.length)).toBe(1);
    expect(await page.textContent("#sp-psi-probe-card .sp-psi-time")).toContain("20");
    expect(await page.textContent("#sp-psi-probe-card .sp-psi-roll")).toMatch(/17.*2.*1.*20/s);
    expect(await page.textContent("#sp-psi-viewing-card .sp-psi-time")).toContain("30");
    expect(await page.textContent("#sp-vehicle-repair-failed .sp-repair-time")).toContain("4");
    expect(await page.textContent("#sp-vehicle-repair-fixed .sp-repair-roll")).toMatch(/8.*2.*2.*12/s);
  });

  it("shows the Psionics section on the sheets and the Repairs section on the vehicle", async () => {
    expect(await page.$$eval("#sp-patrolman-full [data-action='psiPower']", (b) => b.length)).toBeGreaterThan(0);
    // the NPC sample has no PSI asset: no section at all; the psi-operator NPC has three buttons
    expect(await page.$("#sp-npc .sp-psionics")).toBeNull();
    expect(await page.$$eval("#sp-npc-psi [data-action='psiPower']", (b) => b.map((e) => (e as HTMLElement).dataset.power))).toEqual(["psiProbe", "psiTelepathy", "psiViewing"]);
    // Guide 6.15: the marker repairs are done "out of battle": no button while the vehicle fights, one after
    expect(await page.$("#sp-vehicle-systems [data-action='repair']")).toBeNull();
    expect(await page.isVisible("#sp-vehicle-wrecked-after-battle [data-action='repair']")).toBe(true);
    expect(await page.textContent("#sp-vehicle-wrecked-systems .sp-repair-wrecked")).toContain("the Space Judge decides");
    // the same wreck's crew tab offers Reverse the Polarity (Guide 4.2)
    expect(await page.isVisible("#sp-vehicle-wrecked [data-action='polarity']")).toBe(true);
    // Guide 6.15: a wreck performs no functions: no Turn or Fire, and one line above the tabs says why
    expect(await page.isVisible("#sp-vehicle-wrecked-systems .sp-wreck-note")).toBe(true);
    expect(await page.$("#sp-vehicle-wrecked-systems [data-action='turn']")).toBeNull();
    expect(await page.$("#sp-vehicle-wrecked-systems [data-action='fireWeapon']")).toBeNull();
    for (const [id, selector] of [["sp-patrolman-full", ".sp-psionics"], ["sp-npc-psi", ".sp-psionics"], ["sp-vehicle-wrecked-systems", ".sp-repairs"]] as const) {
      await page.locator(`#${id} ${selector}`).screenshot({ path: join(SCREENSHOTS, `${id}-${selector.slice(1)}.png`) });
    }
    await page.locator("#sp-vehicle-wrecked-systems").screenshot({ path: join(SCREENSHOTS, "sp-vehicle-wrecked-repairs-sheet.png") });
    await page.locator("#sp-vehicle-wrecked-after-battle .sp-repairs").screenshot({ path: join(SCREENSHOTS, "sp-vehicle-wrecked-after-battle-repairs.png") });
  });
});

describe("the repair dialog's layout", () => {
  it("keeps its long mechanic names inside the dialog", async () => {
    const dialog = await page.$eval("#sp-vehicle-repair-dialog .sp-vehicle-repair-dialog", (e) => e.getBoundingClientRect().right);
    const select = await page.$eval("#sp-vehicle-repair-dialog select[name='mechanic']", (e) => e.getBoundingClientRect().right);
    expect(select).toBeLessThanOrEqual(dialog + 1);
  });
});
