// Striker communication and spotting in Chromium (Striker 5.B, 7.A.2-4): the gallery page with the
// system's CSS, checked through the DOM and computed styles; PNGs are saved under build/screenshots.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";

/** The muted text colour of the light theme (styles/starskirmish.css --ssk-muted): dimmed, still readable. */
const MUTED = "rgb(74, 80, 94)";

let page: Page;
const { style } = openGallery((p) => (page = p));

describe("Striker communication and spotting in the gallery", () => {
  it("the team sheet's communication tab lists its links, the leader first in bold, each means in the led colour", async () => {
    expect(await page.$$eval("#striker-strTeam-comms .str-comms-row", (rows) => rows.length)).toBe(3);
    expect(await page.textContent("#striker-strTeam-comms .str-comms-row:first-child .str-comms-name")).toBe("Squad leader 1");
    expect(await style("#striker-strTeam-comms .str-comms-row.is-leader .str-comms-name", "font-weight")).toBe("700");
    expect(await style("#striker-strTeam-comms .str-comms-row.is-linked .str-comms-means", "color")).toBe("rgb(46, 125, 50)");
    expect(await page.isVisible("#striker-strTeam-comms .str-radio")).toBe(true);
    // on the troopers tab it is there but hidden, one tab showing at a time
    expect(await page.isVisible("#striker-strTeam .str-radio")).toBe(false);
    await page.locator("#striker-strTeam-comms .str-comms").screenshot({ path: join(SCREENSHOTS, "striker-comms.png") });
  });

  it("the spotting card lists each team spotted and leaves an unspotted spotter unnamed", async () => {
    expect(await page.$$eval("#striker-spotting-card .str-sighting", (els) => els.length)).toBe(3);
    expect(await page.textContent("#striker-spotting-card .str-spotter.is-unknown")).toBe("an unspotted team");
    expect(await style("#striker-spotting-card .str-spotter.is-unknown", "color")).toBe(MUTED);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.locator("#striker-spotting-card").screenshot({ path: join(SCREENSHOTS, "striker-spotting-card.png") });
  });

  it("the command check names the leader out of communication in red", async () => {
    expect(await style("#striker-command-out-of-touch .str-led-out", "color")).toBe("rgb(183, 28, 28)");
    await page.locator("#striker-command-out-of-touch").screenshot({ path: join(SCREENSHOTS, "striker-command-out-of-touch.png") });
  });
});
