// The StarMarines Victory Phase on the GM's banner (VII.8, SMR-18, SMR-20) in Chromium, from the
// gallery page with the system's CSS: its parts sit one gap apart, the heading as close to the
// line under it as the rest, since a flex column keeps its children's own margins on top of the gap.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";

let page: Page;
openGallery((p) => (page = p));

describe("the StarMarines Victory Phase banner in Chromium", () => {
  it("leaves no more than the column's gap between the heading and each part", async () => {
    const spaces = await page.$eval("#smr-victory-banner .smr-victory", (section) => {
      const parts = [...section.children].map((el) => el.getBoundingClientRect());
      const gap = parseFloat(getComputedStyle(section).rowGap);
      return { gap, between: parts.slice(1).map((r, i) => r.top - parts[i]!.bottom) };
    });
    expect(spaces.between.length).toBeGreaterThan(4);
    for (const space of spaces.between) expect(space).toBeCloseTo(spaces.gap, 0);
    await page.locator("#smr-victory-banner").screenshot({ path: join(SCREENSHOTS, "smr-victory-banner.png") });
  });
});
