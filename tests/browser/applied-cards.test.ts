// Cards whose results the GM's ledger records as applied, in Chromium: the gallery page runs the
// cards' applied step (src/system/cards/applied-marks.ts) on a Space Patrol! and a Striker fire
// card, and the mark must be on the card where a reader sees it, with the Apply disabled; and the
// prompt step on StarMarines morale cards the GM's client refused, so they are no answer, and the
// strip on a Starship Marine grenade card the GM's record refused.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";

let page: Page;
const { style } = openGallery((p) => (page = p));

/** The sample, the Apply the ledger marks applied, and who applied it at what time (UTC on the page). */
const CASES = [
  { id: "sp-fire-applied", button: "[data-card-action='applyResult'][data-target-key='tokA']", time: "21:04" },
  { id: "striker-fire-card-applied", button: "[data-card-action='applyResult']", time: "21:04" },
];

describe("an applied card shows that it was applied", () => {
  for (const c of CASES) {
    it(`${c.id}: a strip on the card names who applied it and when, once, and its Apply is disabled`, async () => {
      const strip = page.locator(`#${c.id} .ssk-card > .ssk-applied-strip`);
      expect(await strip.isVisible()).toBe(true);
      const text = (await strip.textContent()) ?? "";
      expect(text).toContain(`Zed "The Knife" O'Hara`);
      expect(text).toContain(c.time);
      // the user's name is text: its markup runs nothing and adds no element
      expect(await page.$(`#${c.id} .ssk-applied-strip img`)).toBeNull();
      // the strip leads the card, inside its frame
      const [card, bar] = await Promise.all([page.$eval(`#${c.id} .ssk-card`, (e) => e.getBoundingClientRect()), strip.boundingBox()]);
      expect(bar!.y).toBeLessThan(card.top + 4);
      expect(bar!.x + bar!.width).toBeLessThanOrEqual(card.right + 0.5);
      const button = page.locator(`#${c.id} ${c.button}`);
      expect(await button.isDisabled()).toBe(true);
      // the card has one Apply: the strip says who and when, and nothing beside the button says it again
      expect(await page.$(`#${c.id} .ssk-applied`)).toBeNull();
      expect(((await page.locator(`#${c.id}`).textContent()) ?? "").split(c.time)).toHaveLength(2);
      await page.locator(`#${c.id}`).screenshot({ path: join(SCREENSHOTS, `${c.id}.png`) });
    });
  }

  it("marks the one target the card can apply to, and with no Apply left open the strip reads as whole, not partial", async () => {
    const keys = await page.$$eval("#sp-fire-applied [data-card-action='applyResult']", (els) => els.map((e) => [(e as HTMLElement).dataset.targetKey, (e as HTMLButtonElement).disabled]));
    expect(keys).toEqual([["tokA", true]]);
    expect(await page.$eval("#sp-fire-applied .ssk-applied-strip", (e) => e.classList.contains("is-partial"))).toBe(false);
  });

  it("disables the Tactics spends and the reroll once a result is applied, as the GM then refuses them (Guide 6.3, 4.2)", async () => {
    const settled = (id: string) =>
      page.$$eval(`#${id} [data-card-action='spFireTactics'], #${id} [data-card-action='spFireNotSoFast']`, (els) => els.map((e) => (e as HTMLButtonElement).disabled));
    const applied = await settled("sp-fire-applied");
    expect(applied.length).toBeGreaterThan(4);
    expect(applied.every(Boolean)).toBe(true);
    // the same card with nothing applied keeps them open
    const open = await settled("sp-fire");
    expect(open.length).toBe(applied.length);
    expect(open.some(Boolean)).toBe(false);
  });

  it("leaves the same card unmarked where nothing was applied", async () => {
    expect(await page.$("#sp-fire .ssk-applied-strip")).toBeNull();
    expect(await page.isDisabled("#sp-fire [data-card-action='applyResult']")).toBe(false);
    expect(await style("#sp-fire-applied .ssk-card", "border-left-color")).toBe(await style("#sp-fire-applied .ssk-applied-strip", "border-bottom-color"));
  });

  it("heads a morale check the GM refused with the refusal's own sentence, and disables its Apply", async () => {
    for (const [id, reason] of [
      ["smr-morale-card-separation-refused", "the board shows none around the unit"],
      ["smr-morale-card-refused", "its own dice and inputs do not give"],
    ] as const) {
      const strip = page.locator(`#${id} .ssk-card > .ssk-prompt-strip`);
      expect(await strip.isVisible()).toBe(true);
      const text = (await strip.textContent()) ?? "";
      expect(text).toMatch(/^The GM refused this answer: /);
      expect(text).toContain(reason);
      expect(text).toContain("the next answer to this prompt");
      expect(text).not.toContain("{reason}");
      await page.locator(`#${id}`).screenshot({ path: join(SCREENSHOTS, `${id}.png`) });
    }
    expect(await page.isDisabled("#smr-morale-card-refused [data-card-action='applyResult']")).toBe(true);
    // the sample it copies stays as it was
    expect(await page.$("#smr-morale-card .ssk-prompt-strip")).toBeNull();
    expect(await page.isDisabled("#smr-morale-card [data-card-action='applyResult']")).toBe(false);
  });
});

describe("a card refused by the GM's record says why (Starship Marine 3.16, Guide 6.12)", () => {
  const REFUSED = [
    ["ssm-grenade-card", "Refused by the GM's record: The squad has no grenades left. Nothing on this card can be applied."],
    ["sp-grenade", "Refused by the GM's record: The grenade's type or penetrations on this card are not those of the thrower's grenade (6.12). Nothing on this card can be applied."],
  ] as const;
  for (const [id, words] of REFUSED) {
    it(`${id}-refused: a strip leads the card with the reason, and every Apply is disabled`, async () => {
      const strip = page.locator(`#${id}-refused .ssk-card > .ssk-prompt-strip`);
      expect(await strip.isVisible()).toBe(true);
      expect(await strip.textContent()).toBe(words);
      // the strip comes first, above the card's title, flush with the top of the card's frame whatever
      // margins the rule set gives its card's paragraphs
      const [next, card, bar] = await Promise.all([
        page.$eval(`#${id}-refused .ssk-card > .ssk-prompt-strip + *`, (e) => e.getBoundingClientRect()),
        page.$eval(`#${id}-refused .ssk-card`, (e) => ({ top: e.getBoundingClientRect().top, border: parseFloat(getComputedStyle(e).borderTopWidth) })),
        strip.boundingBox(),
      ]);
      expect(bar!.y + bar!.height).toBeLessThanOrEqual(next.top + 1);
      expect(Math.abs(bar!.y - (card.top + card.border))).toBeLessThan(1);
      const applies = await page.$$eval(`#${id}-refused [data-card-action='applyResult']`, (els) => els.map((e) => (e as HTMLButtonElement).disabled));
      expect(applies.length).toBeGreaterThan(0);
      expect(applies.every(Boolean)).toBe(true);
      // the same card, not refused, keeps its Apply open and shows no strip
      expect(await page.$(`#${id} .ssk-prompt-strip`)).toBeNull();
      expect(await page.isDisabled(`#${id} [data-card-action='applyResult'] >> nth=0`)).toBe(false);
      await page.locator(`#${id}-refused`).screenshot({ path: join(SCREENSHOTS, `${id}-refused.png`) });
    });
  }
});
