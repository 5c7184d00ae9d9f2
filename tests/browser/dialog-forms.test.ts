// Every dialog the system opens, laid out as a form: the gallery draws each dialog template's
// samples in a frame as wide as the system opens its dialogs, and this file checks each one in
// Chromium: every control in a fieldset with a legend and with exactly one label, label and control
// in their two columns without overlapping, ids unique, and nothing past the dialog's edges.
import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openGallery, SCREENSHOTS } from "../helpers/gallery-page";
import { DIALOG_WIDTH } from "../../src/system/constants";
import { CREATION_WIZARD_WIDTH } from "../../src/rulesets/space-patrol/view/creation-view";

let page: Page;
openGallery((p) => (page = p));

const root = join(__dirname, "../..");

/** Every template under templates/<rule set>/dialogs, as the gallery names them. */
function dialogTemplates(): string[] {
  return readdirSync(join(root, "templates"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      try {
        return readdirSync(join(root, "templates", d.name, "dialogs")).filter((f) => f.endsWith(".hbs")).map((f) => `${d.name}/dialogs/${f}`);
      } catch {
        return [];
      }
    });
}

/** What one dialog sample breaks, measured in the page. */
interface FormReport {
  width: number;
  controls: number;
  unlabelled: string[];
  outsideFieldset: string[];
  fieldsetsWithoutLegend: number;
  duplicateIds: string[];
  spills: string[];
  overlaps: string[];
  controlColumns: number[];
  labelColumns: number[];
  /** Selects whose chosen option's text is wider than the select shows. */
  clipped: string[];
}

function measure(id: string): Promise<FormReport> {
  return page.$eval(`#${id} .gallery-frame`, (frame) => {
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute("name") ? `[name=${el.getAttribute("name")}]` : ""}${el.className && typeof el.className === "string" ? `.${el.className.split(" ").join(".")}` : ""}`;
    const box = frame.getBoundingClientRect();
    const controls = [...frame.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input:not([type='hidden']), select, textarea")];
    const ids = [...frame.querySelectorAll("[id]")].map((e) => e.id);
    const spills: string[] = [];
    for (const el of frame.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.right > box.right + 0.5 || r.left < box.left - 0.5) spills.push(`${describe(el)} ${Math.round(r.left - box.left)}..${Math.round(r.right - box.left)} of ${Math.round(box.width)}`);
    }
    const overlaps: string[] = [];
    const controlColumns = new Set<number>();
    const labelColumns = new Set<number>();
    // a wide field puts its control under its label, across both columns, on purpose
    for (const field of frame.querySelectorAll(".ssk-form-field:not(.ssk-form-wide)")) {
      const text = field.querySelector(".ssk-form-label");
      const control = field.querySelector("input, select, textarea");
      if (!text || !control) continue;
      const t = text.getBoundingClientRect();
      const c = control.getBoundingClientRect();
      labelColumns.add(Math.round(t.left));
      controlColumns.add(Math.round(c.left));
      if (t.right > c.left + 0.5 && t.bottom > c.top && c.bottom > t.top) overlaps.push(describe(control));
    }
    // a closed select shows its chosen option in its own width, less the arrow: measured in its font.
    // A select of names users typed (data-user-names) takes the dialog's whole width and may still
    // clip a name longer than any dialog, as the gallery's hostile one is.
    const clipped: string[] = [];
    const pen = document.createElement("canvas").getContext("2d")!;
    for (const select of frame.querySelectorAll("select:not([data-user-names])")) {
      const cs = getComputedStyle(select);
      pen.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const room = select.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 16;
      if (pen.measureText((select as HTMLSelectElement).selectedOptions[0]?.textContent ?? "").width > room) clipped.push(describe(select));
    }
    return {
      clipped,
      width: box.width,
      controls: controls.length,
      unlabelled: controls.filter((c) => c.labels?.length !== 1 || !c.labels[0]!.textContent?.trim()).map(describe),
      outsideFieldset: controls.filter((c) => !c.closest("fieldset")).map(describe),
      fieldsetsWithoutLegend: [...frame.querySelectorAll("fieldset")].filter((f) => !f.querySelector(":scope > legend")?.textContent?.trim()).length,
      duplicateIds: ids.filter((x, i) => ids.indexOf(x) !== i),
      spills,
      overlaps,
      controlColumns: [...controlColumns],
      labelColumns: [...labelColumns],
    };
  });
}

/** What breaks the form rules every window keeps: its width, one label per control, fieldsets with legends, nothing spilling or overlapping. */
function formProblems(r: FormReport, width: number): Partial<FormReport> {
  const problems: Partial<FormReport> = {};
  if (Math.round(r.width) !== width) problems.width = r.width;
  if (r.unlabelled.length) problems.unlabelled = r.unlabelled;
  if (r.outsideFieldset.length) problems.outsideFieldset = r.outsideFieldset;
  if (r.fieldsetsWithoutLegend) problems.fieldsetsWithoutLegend = r.fieldsetsWithoutLegend;
  if (r.spills.length) problems.spills = r.spills;
  if (r.overlaps.length) problems.overlaps = r.overlaps;
  if (r.clipped.length) problems.clipped = r.clipped;
  return problems;
}

describe("dialogs laid out as forms", () => {
  it("has a gallery sample of every dialog template", async () => {
    const shown = new Set(await page.$$eval(".gallery-dialog[data-template*='/dialogs/']", (els) => els.map((e) => e.getAttribute("data-template"))));
    const templates = dialogTemplates();
    expect(templates.length).toBeGreaterThanOrEqual(33);
    expect(templates.filter((t) => !shown.has(t))).toEqual([]);
  });

  it("labels every control once, keeps each in a fieldset with a legend, aligns the columns and lets nothing pass the dialog's edges", async () => {
    const ids = await page.$$eval(".gallery-dialog[data-template*='/dialogs/']", (els) => els.map((e) => e.id));
    expect(ids.length).toBeGreaterThanOrEqual(40);
    const broken: Record<string, Partial<FormReport>> = {};
    for (const id of ids) {
      const r = await measure(id);
      const problems = formProblems(r, DIALOG_WIDTH);
      if (r.controls === 0) problems.controls = 0;
      if (r.duplicateIds.length) problems.duplicateIds = r.duplicateIds;
      // every fieldset is the dialog's width, so one label column and one control column serve all
      if (r.controlColumns.length > 1) problems.controlColumns = r.controlColumns;
      if (r.labelColumns.length > 1) problems.labelColumns = r.labelColumns;
      if (Object.keys(problems).length) broken[id] = problems;
      await page.locator(`#${id}`).screenshot({ path: join(SCREENSHOTS, `${id}.png`) });
    }
    expect(broken).toEqual({});
  });

  it("lays out each step of the creation wizard as a form, at the width the window opens", async () => {
    const ids = await page.$$eval(".gallery-dialog[data-template$='/creation-wizard.hbs']", (els) => els.map((e) => e.id));
    expect(ids.length).toBeGreaterThanOrEqual(10);
    const broken: Record<string, Partial<FormReport>> = {};
    for (const id of ids) {
      const problems = formProblems(await measure(id), CREATION_WIZARD_WIDTH);
      if (Object.keys(problems).length) broken[id] = problems;
    }
    expect(broken).toEqual({});
    // the steps that ask for input: the table to roll on, and the bonus assets to take
    expect((await measure("sp-creation-bonusAssets")).controls).toBeGreaterThan(10);
    const legend = await page.$eval("#sp-creation-assetRoll .sp-creation-step > legend", (e) => e.textContent?.trim());
    expect(legend).toBe("Asset roll");
  });

  it("puts a hint under its control, in the control's column", async () => {
    const hint = await page.$eval("#sp-vehicle-turn-dialog .ssk-form-hint", (e) => e.getBoundingClientRect());
    const control = await page.$eval("#sp-vehicle-turn-dialog input[name='degrees']", (e) => e.getBoundingClientRect());
    expect(Math.round(hint.left)).toBe(Math.round(control.left));
    expect(hint.top).toBeGreaterThanOrEqual(control.bottom);
  });

  it("keeps a long name inside the dialog where it would otherwise widen it", async () => {
    // the Striker fire dialog names the target, the surrender dialog the crew, as users typed them
    for (const id of ["striker-fire-dialog", "ssm-surrender-dialog", "formation-drop"]) {
      expect((await measure(id)).spills, id).toEqual([]);
      const { scroll, client } = await page.$eval(`#${id} .ssk-form`, (e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
      expect(scroll, id).toBeLessThanOrEqual(client);
    }
  });
});
