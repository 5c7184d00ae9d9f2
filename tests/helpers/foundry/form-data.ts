/**
 * FormDataExtended (client/applications/ux/form-data-extended.d.mts:14): a form's named controls
 * read into `object`, one entry per name, cast as v13 casts them: a checkbox is its checked state, a
 * number or range input its number (an emptied one `null`, CONTRACTS.md), anything else its text.
 * Disabled controls are left out unless asked for (`Options.disabled`). The stand-in does not play
 * `data-dtype`, editors, radio groups or multiple selects; no sheet here uses them in a form.
 */
export class FormDataExtended {
  readonly dtypes: Record<string, string> = {};
  readonly editors: Record<string, unknown> = {};
  readonly #object: Record<string, unknown> = {};

  constructor(form: HTMLFormElement, { disabled = false }: { disabled?: boolean } = {}) {
    for (const control of Array.from(form.elements) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]) {
      if (!control.name || (control.disabled && !disabled)) continue;
      this.#object[control.name] = valueOf(control);
    }
  }

  get object(): Record<string, unknown> {
    return this.#object;
  }
}

function valueOf(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): unknown {
  if (control instanceof HTMLInputElement) {
    if (control.type === "checkbox") return control.checked;
    if (control.type === "number" || control.type === "range") return control.value === "" ? null : Number(control.value);
  }
  // happy-dom's selectedness is not a browser's once a part's markup is inserted (a select may
  // report an option the markup did not select), so a select is read by the option marked
  // selected, which ../form-edit.ts moves when a test chooses another
  if (control instanceof HTMLSelectElement) return control.querySelector<HTMLOptionElement>("option[selected]")?.value ?? control.value;
  return control.value;
}
