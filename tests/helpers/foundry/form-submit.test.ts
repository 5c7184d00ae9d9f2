// @vitest-environment happy-dom
// A document sheet's form submits as v13's does (client/applications/api/application.d.mts,
// document-sheet.d.mts, ux/form-data-extended.d.mts): a changed control submits when the form
// says submitOnChange, the form's named controls read as FormDataExtended casts them and expanded,
// `updateData` laid over them, the system part validated and cleaned, and the document updated with
// the update options; a user who may not edit sends nothing; a failure is an error notification.
import { beforeEach, describe, expect, it } from "vitest";
import { StandInHooks } from "./hooks";
import { HandlebarsApplicationMixin, type ApplicationOptions } from "./application";
import { DocumentSheetV2, type SheetDocument } from "./document-sheet";
import { FormDataExtended } from "./form-data";
import { editControl } from "../form-edit";

const FORM = `<div>
  <input type="text" name="name" value="Alpha">
  <input type="number" name="system.count" value="2">
  <input type="checkbox" name="system.flag">
  <input type="text" name="system.locked" value="kept" disabled>
  <select name="system.pick"><option value="a">a</option><option value="b" selected>b</option></select>
  <input type="text" name="system.rows.1.label" value="second">
</div>`;

interface Sent {
  changes: Record<string, unknown>;
  options: object | undefined;
}

let errors: string[];
beforeEach(() => {
  errors = [];
  const g = globalThis as Record<string, unknown>;
  g.Hooks = new StandInHooks();
  g.game = { user: null };
  g.ui = { notifications: { error: (message: string) => void errors.push(message) } };
  g.foundry = { applications: { handlebars: { renderTemplate: async () => FORM } } };
});

/** A document with a system model that refuses a count above 9 and cleans a count below 0 to 0, as a NumberField with min and max would. */
function makeDocument(isOwner = true): SheetDocument & { sent: Sent[] } {
  const sent: Sent[] = [];
  const system = {
    validate({ changes }: { changes: Record<string, unknown> }): boolean {
      if (typeof changes.count === "number" && changes.count < 0) changes.count = 0;
      if (typeof changes.count === "number" && changes.count > 9) throw new Error("system.count: must be at most 9");
      return true;
    },
  };
  return {
    uuid: "Actor.alpha",
    isOwner,
    system,
    sent,
    toObject: () => ({}),
    async update(changes: Record<string, unknown>, options?: object) {
      sent.push({ changes, options });
      return this;
    },
  };
}

class Sheet extends HandlebarsApplicationMixin(DocumentSheetV2) {
  static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = { form: { submitOnChange: true } };
  static override PARTS = { form: { template: "form" } };
  processed: object[] = [];
  protected override async _processSubmitData(event: SubmitEvent, form: HTMLFormElement, submitData: object, options?: object): Promise<void> {
    this.processed.push(submitData);
    await super._processSubmitData(event, form, submitData, options);
  }
}

async function open(doc = makeDocument()) {
  const sheet = new Sheet({ document: doc });
  await sheet.render(true);
  return { sheet, doc };
}

describe("FormDataExtended", () => {
  it("reads each named control as v13 casts it, leaving disabled ones out unless asked for", () => {
    const form = document.createElement("form");
    form.innerHTML = FORM;
    expect(new FormDataExtended(form).object).toEqual({ name: "Alpha", "system.count": 2, "system.flag": false, "system.pick": "b", "system.rows.1.label": "second" });
    form.querySelector<HTMLInputElement>('[name="system.count"]')!.value = "";
    expect(new FormDataExtended(form, { disabled: true }).object).toMatchObject({ "system.count": null, "system.locked": "kept" });
  });
});

describe("a document sheet's form", () => {
  it("submits on a change: the controls expanded, the system part cleaned, the document updated with the object", async () => {
    const { sheet, doc } = await open();
    editControl(sheet.element, "system.count", -3);
    await Promise.all(sheet.submitCalls);
    expect(doc.sent).toHaveLength(1);
    expect(doc.sent[0]!.changes).toEqual({ name: "Alpha", system: { count: 0, flag: false, pick: "b", rows: { "1": { label: "second" } } } });
    // the object _prepareSubmitData returned is what _processSubmitData is given
    expect(sheet.processed[0]).toBe(doc.sent[0]!.changes);
  });

  it("lays updateData over the form and passes the other submit options to the update", async () => {
    const { sheet, doc } = await open();
    await sheet.submit({ updateData: { system: { flag: true } }, render: false });
    expect(doc.sent[0]!.changes).toMatchObject({ system: { flag: true, count: 2 } });
    expect(doc.sent[0]!.options).toEqual({ render: false });
  });

  it("shows a refused change as an error notification and sends nothing", async () => {
    const { sheet, doc } = await open();
    editControl(sheet.element, "system.count", 12);
    await Promise.all(sheet.submitCalls);
    expect(errors).toEqual(["system.count: must be at most 9"]);
    expect(doc.sent).toEqual([]);
  });

  it("sends nothing for a user who may not edit the document", async () => {
    const { sheet, doc } = await open(makeDocument(false));
    editControl(sheet.element, "name", "Bravo");
    await Promise.all(sheet.submitCalls);
    expect(doc.sent).toEqual([]);
  });

  it("does not submit on a change unless the form asks for it; a submit event still does", async () => {
    class Quiet extends Sheet {
      static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = { form: { submitOnChange: false } };
    }
    const doc = makeDocument();
    const sheet = new Quiet({ document: doc });
    await sheet.render(true);
    editControl(sheet.element, "name", "Bravo");
    expect(sheet.submitCalls).toEqual([]);
    sheet.element.dispatchEvent(new Event("submit"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(doc.sent[0]!.changes).toMatchObject({ name: "Bravo" });
  });
});
