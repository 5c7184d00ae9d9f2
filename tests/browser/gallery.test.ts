// Layer 5 in a real browser: the gallery page with the system's CSS, checked through the DOM and
// computed styles; a PNG of every sample is saved under build/screenshots to look at.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";

let page: Page;
const { style } = openGallery((p) => (page = p));
const shots = SCREENSHOTS;

describe("gallery in Chromium", () => {
  // over two hundred element screenshots: minutes on a loaded two-core machine
  it("shows every sample, with every image loaded, and saves a PNG of each", { timeout: 300_000 }, async () => {
    const ids = await page.$$eval(".gallery-item", (els) => els.map((e) => e.id));
    expect(ids.length).toBeGreaterThanOrEqual(8);
    const broken = await page.$$eval("img", (imgs) => imgs.filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.getAttribute("src")));
    expect(broken).toEqual([]);
    for (const id of ids) await page.locator(`#${id}`).screenshot({ path: join(shots, `${id}.png`) });
  });

  it("titles every sample and window in words, never a lang key", async () => {
    const titles = await page.$$eval(".gallery-item", (els) => els.flatMap((e) => [e.querySelector("h2")!.firstChild!.textContent!.trim(), e.querySelector(".gallery-frame")!.getAttribute("data-window-title") ?? ""]));
    // a lang key, or an internal type name such as "spWeapon sheet"
    expect(titles.filter((t) => /STARSKIRMISH\.|\b[a-z]+[A-Z]\w* sheet\b/.test(t))).toEqual([]);
  });

  it("runs no script from a name users typed", async () => {
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const text = await page.textContent("#sp-task-failure .ssk-card-actor");
    expect(text).toContain('<img src=x onerror="window.__xss=1">');
  });

  it("reads every table's caption from the left, as a heading", async () => {
    const captions = await page.$$eval(".gallery-item .ssk-table > caption", (els) =>
      els.map((e) => ({ sample: e.closest(".gallery-item")?.id, align: getComputedStyle(e).textAlign })));
    // the StarMarines weapon list, the Striker troopers, the Starship Marine profile, the initiative card
    expect(captions.length).toBeGreaterThanOrEqual(4);
    expect(captions.filter((c) => c.align !== "left")).toEqual([]);
  });

  it("lays the patrolman's assets out in category boxes side by side", async () => {
    expect(await page.$$eval("#sp-patrolman-assets .sp-asset", (els) => els.length)).toBe(62);
    const boxes = await page.$$eval("#sp-patrolman-assets .sp-asset-group", (els) => els.map((e) => e.getBoundingClientRect().left));
    expect(new Set(boxes.map((x) => Math.round(x))).size).toBeGreaterThan(1);
    // an untrained asset reads muted and light, a trained one in ink and bold
    const untrained = await style('#sp-patrolman-assets [data-asset-id="stealth"] .sp-asset-roll', "color");
    const trained = await style('#sp-patrolman-assets [data-asset-id="spacePilot"] .sp-asset-roll', "color");
    expect(untrained).not.toBe(trained);
    expect(await style('#sp-patrolman-assets [data-asset-id="stealth"] .sp-asset-roll', "font-weight")).toBe("400");
    expect(await style('#sp-patrolman-assets [data-asset-id="spacePilot"] .sp-asset-roll', "font-weight")).toBe("600");
  });

  it("puts the combat actions in compact rows of buttons that fit the sheet, and the medals on one line", async () => {
    const boxes = await page.$$eval("#sp-patrolman .sp-actions button", (els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ h: r.height, right: r.right, top: r.top })));
    expect(boxes.length).toBe(13);
    const sheetRight = await page.$eval("#sp-patrolman .sp-actions", (e) => e.getBoundingClientRect().right);
    for (const b of boxes) {
      expect(b.h).toBeLessThan(32);
      expect(b.right).toBeLessThanOrEqual(sheetRight + 1);
    }
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBeLessThanOrEqual(3);
    const medalTops = await page.$$eval("#sp-patrolman-service .sp-medals label", (els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(medalTops).size).toBe(1);
  });

  it("draws an active counted marker with its count badge, and inactive markers faded", async () => {
    const badge = "#sp-patrolman [data-marker-id='sp-wound'] .ssk-marker-count";
    expect(await page.textContent(badge)).toBe("2");
    expect(await style(badge, "background-color")).toBe("rgb(29, 35, 48)");
    expect(await style("#sp-patrolman [data-marker-id='sp-wound'] .ssk-marker-icon", "opacity")).toBe("1");
    expect(await style("#sp-patrolman [data-marker-id='sp-morale'] .ssk-marker-icon", "opacity")).toBe("0.55");
    expect(await page.$("#sp-patrolman [data-marker-id='sp-morale'] .ssk-marker-count")).toBeNull();
    expect(await page.textContent("#sp-patrolman-full [data-marker-id='sp-wound'] .ssk-marker-count")).toBe("12");
  });

  it("colours task cards by outcome", async () => {
    expect(await style("#sp-task-success .ssk-card", "border-left-color")).toBe("rgb(46, 125, 50)");
    expect(await style("#sp-task-failure .ssk-card", "border-left-color")).toBe("rgb(183, 28, 28)");
    expect(await style("#sp-task-failure .ssk-card-outcome", "color")).toBe("rgb(183, 28, 28)");
    expect(await page.isVisible("#sp-task-failure [data-card-action='spNotSoFast']")).toBe(true);
  });

  it("draws the Striker team's troopers as a table on the field-drawn sheet", async () => {
    expect(await page.$$eval("#striker-strTeam .ssk-table tbody tr", (rows) => rows.length)).toBe(4);
    expect(await page.$eval("#striker-strTeam select[name='system.troopers.0.role']", (el) => (el as HTMLSelectElement).value)).toBe("leader");
  });

  it("asks a formation drop's side and combat grouping in labelled choices, the name shown inert", async () => {
    expect(await page.$$eval("#formation-drop select[name='side'] option", (o) => o.map((x) => x.textContent?.trim()))).toEqual(["As each token is set up", "Friendly", "Neutral", "Hostile"]);
    expect(await page.$eval("#formation-drop select[name='side']", (el) => (el as HTMLSelectElement).value)).toBe("hostile");
    expect(await page.$$eval("#formation-drop select[name='combat'] option", (o) => o.length)).toBe(5);
    expect(await page.$eval("#formation-drop select[name='combat']", (el) => (el as HTMLSelectElement).value)).toBe("squad");
    expect(await page.textContent("#formation-drop .ssk-hint")).toContain('O\'Hara: 41 figures.');
    // the labels sit beside their choices, inside the dialog
    const dialog = await page.$eval("#formation-drop", (e) => e.getBoundingClientRect().right);
    for (const right of await page.$$eval("#formation-drop select", (els) => els.map((e) => e.getBoundingClientRect().right))) expect(right).toBeLessThanOrEqual(dialog);
  });

  it("folds a squad's combatants under its group row, with the count, what they carry and each one's markers", async () => {
    expect(await page.textContent("#combat-group .ssk-group-name")).toContain("O'Hara A1.2.1");
    expect(await page.textContent("#combat-group .ssk-group-count")).toBe("3 members");
    expect(await page.$$eval("#combat-group .ssk-group-summary span", (els) => els.map((e) => e.textContent))).toEqual(["Wound: 1 of 3", "Suppressed: 2 of 3"]);
    expect(await page.$$eval("#combat-group .ssk-combatant-state", (els) => els.map((e) => e.textContent))).toEqual(["Wound ×2, Suppressed", "Suppressed", "1 casualty"]);
    expect(await page.$eval("#combat-group .ssk-group", (e) => e.classList.contains("active"))).toBe(true);
    // the name is cut with an ellipsis rather than pushing the buttons out of the row
    const header = await page.$eval("#combat-group .ssk-group-header", (e) => e.getBoundingClientRect().right);
    const play = await page.$eval("#combat-group .ssk-group-activate", (e) => e.getBoundingClientRect().right);
    expect(play).toBeLessThanOrEqual(header + 1);
  });

  it("reads a Starship Marine figure like its profile: moves, the fire line with the scores needed, and the figure's own die", async () => {
    expect(await page.$$eval("#ssm-marine .ssm-moves tbody td", (els) => els.map((e) => e.textContent))).toEqual(["7.5 cm", "15 cm", "5 cm", "10 cm", "5 cm", "10 cm"]);
    expect(await page.$$eval("#ssm-marine .ssm-fire tbody td", (els) => els.map((e) => e.textContent))).toEqual(["4+", "6+", "5+", "7+", "6+", "9+"]);
    expect(await page.textContent("#ssm-marine .ssm-own-die")).toContain("−1");
    expect(await page.$("#ssm-clanker .ssm-fire")).toBeNull();
    expect(await page.$("#ssm-clanker input[name='system.wounded']")).toBeNull();
    // the fire table fits the sheet
    const sheet = await page.$eval("#ssm-marine .ssm-figure-sheet", (e) => e.getBoundingClientRect().right);
    const table = await page.$eval("#ssm-marine .ssm-fire", (e) => e.getBoundingClientRect().right);
    expect(table).toBeLessThanOrEqual(sheet + 1);
  });

  it("shows a Starship Marine fire card's score needed, die, factors and hits, with the extra hit explained", async () => {
    expect(await page.textContent("#ssm-fire-card .ssm-needed")).toBe("4+");
    expect(await page.$$eval("#ssm-fire-card .ssm-modifier", (els) => els.map((e) => e.textContent))).toEqual(["+1", "+1"]);
    expect(await page.textContent("#ssm-fire-card .ssm-score")).toBe("9");
    expect(await page.textContent("#ssm-fire-card .ssk-card-outcome")).toBe("Hits: 2");
    expect(await page.textContent("#ssm-fire-card .ssm-extra-hits")).toContain("SSM\u201117");
    // the second hit has a figure to go on, so the card does not also call it lost
    expect(await page.$("#ssm-fire-card .ssm-extra-lost")).toBeNull();
    // why two hits: the score is twice the score needed (SSM-2)
    expect(await page.textContent("#ssm-fire-card .ssm-hits-why")).toBe("The score 9 is 2 times the 4 needed: a hit for each time (SSM\u20112).");
    expect(await page.textContent("#ssm-fire-card .ssm-extra-apply")).toBe("Apply the extra hit on Crewman Ito");
  });

  it("shows a Starship Marine morale card's factors, score and result, with the Apply for its marker", async () => {
    expect(await page.$$eval("#ssm-morale-card .ssm-modifier", (els) => els.map((e) => e.textContent))).toEqual(["−2", "−1"]);
    expect(await page.textContent("#ssm-morale-card .ssm-score")).toBe("0");
    expect(await page.textContent("#ssm-morale-card .ssk-card-outcome")).toBe("Duck back behind the nearest cover");
    expect(await page.isVisible("#ssm-morale-card [data-card-action='applyResult']")).toBe(true);
    expect(await page.$eval("#ssm-morale-dialog input[name='defenderShipPoor']", (e) => (e as HTMLInputElement).checked)).toBe(true);
  });

  it("shows a hand-to-hand card's dice, additions and scores, the loser marked and named on the Apply", async () => {
    expect(await page.$$eval("#ssm-hth-card .ssm-hth tbody td", (els) => els.map((e) => e.textContent))).toEqual(["5", "+3", "8", "9", "+0", "9"]);
    expect(await page.$eval("#ssm-hth-card .ssm-hth tbody tr", (e) => e.classList.contains("is-loser"))).toBe(true);
    // the loser is named as losing, not struck out before anyone applied the card; his +3 says it is a Marine's
    expect(await style("#ssm-hth-card .ssm-hth tbody th", "text-decoration-line")).toBe("none");
    expect(await page.textContent("#ssm-hth-card .ssm-hth tbody th .ssm-hth-loses")).toBe("(loses)");
    expect(await page.textContent("#ssm-hth-card .ssm-hth tbody th .ssm-hth-terms")).toBe("Marine +3");
    expect(await page.textContent("#ssm-hth-card [data-card-action='applyResult']")).toContain("O'Hara");
  });

  it("shows a grenade card's throw and each figure's effect roll, with an Apply only for those hit", async () => {
    expect(await page.textContent("#ssm-grenade-card .ssm-throw")).toContain("Throw roll (1d6) 3, \u22121 for accuracy (4.1, 4.7) = 2; a good throw needs 3+ (3.6): normal throw");
    // the armoured Marine needs nothing a normal throw can roll, and is said to be unhurt; the
    // results are capitalised as every other card's result column is (door rolls, surrender)
    expect(await page.$$eval("#ssm-grenade-card .ssm-victims tbody td", (els) => els.map((e) => e.textContent?.trim()))).toEqual(["7", "6+", "Hit Apply", "9", "None: armour stops a normal throw (3.6)", "Unhurt"]);
  });

  it("lists a formation's members with their counts, scene tokens and state", async () => {
    expect(await page.$$eval("#formation .ssk-member", (rows) => rows.length)).toBe(3);
    expect(await page.$eval("#formation input[name='system.members.1.quantity']", (el) => (el as HTMLInputElement).value)).toBe("3");
    expect(await page.textContent("#formation .ssk-formation-count")).toMatch(/Figures: 5.*On this scene: 3/s);
    expect(await page.textContent("#formation [data-member-index='1'] .ssk-member-state")).toBe("Suppressed");
    expect(await style("#formation [data-member-index='1'] .ssk-member-state", "color")).toBe("rgb(183, 28, 28)");
  });

  it("shows the fire card's hits, damage results and an Apply button only for a target that was hit", async () => {
    expect(await page.$$eval("#sp-fire .sp-fire-target", (els) => els.length)).toBe(2);
    expect(await page.$$eval("#sp-fire [data-card-action='applyResult']", (els) => els.map((e) => (e as HTMLElement).dataset.targetKey))).toEqual(["tokA"]);
    expect(await page.textContent("#sp-fire .sp-fire-damage")).toContain("Mortal Wound (chest)");
  });

  it("writes a hit and a miss alike, the outcome in colour, and lines up every roll's Tactics buttons", async () => {
    const outcomes = await page.$$eval("#sp-fire .sp-fire-shots > li", (rows) => rows.map((r) => {
      const o = r.querySelector(".sp-roll-outcome")!;
      return { row: getComputedStyle(r).fontWeight, outcome: getComputedStyle(o).fontWeight, colour: getComputedStyle(o).color };
    }));
    expect(outcomes.map((o) => [o.row, o.outcome])).toEqual([["400", "700"], ["400", "700"]]);
    expect(outcomes[0]!.colour).not.toBe(outcomes[1]!.colour);
    // each side on its own row, its +1 at one x on every roll
    const plus = await page.$$eval("#sp-fire .sp-tactics-side button[data-points='1']", (els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
    expect(plus).toHaveLength(4);
    expect(new Set(plus).size).toBe(1);
  });

  it("shows the Starship Marine tracker: the order of fire by slot, and both sides with the ship's test offered at step i", async () => {
    expect(await page.$$eval("#ssm-order-of-fire .ssm-fire-slot", (els) => els.length)).toBe(5);
    expect(await page.textContent("#ssm-order-of-fire .ssm-fire-slot")).toContain("Veteran Marines");
    expect(await page.$$eval("#ssm-sides .ssm-side-strength", (els) => els.map((e) => e.textContent?.trim()))).toEqual(["9 (45%)", "10 (63%)"]);
    expect(await page.$$eval("#ssm-sides .ssm-side-ship .ssm-modifier", (els) => els.map((e) => e.textContent))).toEqual(["−2", "−1"]);
    expect(await page.isVisible("#ssm-sides [data-ssm-side-action='test'][data-side='ship']")).toBe(true);
    // the sides stack in the sidebar, and each fact's value sits on its label's line
    const [ship, attackers] = await page.$$eval("#ssm-sides .ssm-side", (els) => els.map((e) => e.getBoundingClientRect()));
    expect(attackers!.top).toBeGreaterThanOrEqual(ship!.bottom);
    const rows = await page.$$eval("#ssm-sides .ssm-side-facts dd", (els) => els.map((e) => e.getBoundingClientRect().height));
    expect(Math.max(...rows)).toBeLessThan(20);
    expect(await page.textContent("#ssm-ship-morale-card .ssk-card-outcome")).toBe("Demoralised");
    expect(await page.textContent("#ssm-attacker-morale-card .ssm-score")).toBe("1");
  });

  it("shows the door roll card with the die read 0-9 and a destroyed door marked, and the door buttons on a Marine's sheet", async () => {
    const cells = await page.$$eval("#ssm-door-roll-card .ssm-doors tbody tr:first-child td", (els) => els.map((e) => e.textContent!.replace(/\s+/g, " ").trim()));
    expect(cells).toEqual(["Door 1 Show", "3", "0", "Destroyed", "Door 2 Show", "1", "7", "Holds"]);
    expect(await page.$$eval("#ssm-door-roll-card .ssm-door-by", (els) => els.map((e) => e.textContent!.trim()).at(-1))).toBe("Fired at by Crewman Ito");
    // each door's Show button sits inside its cell
    const spill = await page.$$eval("#ssm-door-roll-card .ssk-show-on-board", (els) => els.map((b) => b.getBoundingClientRect().right - b.closest("td")!.getBoundingClientRect().right));
    expect(spill.every((d) => d <= 0.5)).toBe(true);
    expect(await style("#ssm-door-roll-card tr.is-destroyed td:last-child", "font-weight")).toBe("600");
    expect(await page.$$eval("#ssm-marine .ssm-door-actions button", (els) => els.map((e) => e.textContent))).toEqual(["Fire at the door", "Place a door charge", "Place a SuperCharge", "Set the charge off"]);
    expect(await page.$("#ssm-clanker .ssm-door-actions")).toBeNull();
    // 4.7: robots gain no experience, so their sheet offers none
    expect(await page.$("#ssm-clanker select[name='system.experience']")).toBeNull();
    expect(await page.$("#ssm-marine select[name='system.experience']")).not.toBeNull();
  });

  it("shows the guided weapon card with its spotter and the Veteran's +1, and the dialog's spotter and route", async () => {
    expect(await page.textContent("#ssm-apgw-card .ssm-spotter")).toContain("Spotted by");
    expect(await page.$$eval("#ssm-apgw-card .ssm-modifier", (els) => els.map((e) => e.textContent))).toEqual(["+1"]);
    expect(await page.$$eval("#ssm-fire-dialog select[name='spotter'] option", (els) => els.length)).toBe(2);
    expect(await page.$eval("#ssm-fire-dialog input[name='rangeCm']", (e) => (e as HTMLInputElement).min)).toBe("37.5");
    expect(await page.$("#ssm-sca-dialog select[name='spotter']")).toBeNull();
    // SSM-10: ECM read from the board is ticked and cannot be unticked
    expect(await page.$eval("#ssm-fire-dialog input[name='ecm']", (e) => [(e as HTMLInputElement).checked, (e as HTMLInputElement).disabled])).toEqual([true, true]);
    expect(await page.textContent("#ssm-marine .ssm-gear-list")).toContain("ECM pack");
    // a long spotter name stays inside the dialog
    const box = await page.$eval("#ssm-fire-dialog .ssm-fire-dialog", (e) => e.getBoundingClientRect().right);
    expect(await page.$eval("#ssm-fire-dialog select[name='spotter']", (e) => e.getBoundingClientRect().right)).toBeLessThanOrEqual(box + 0.5);
  });
});
