/**
 * A user's edit of one control on a rendered sheet: the value set as the browser sets it, then the
 * `change` event that bubbles to the form, which a sheet with `submitOnChange` submits (the stand-in
 * keeps the submission in `submitCalls`, as Foundry does not wait for it).
 */
export function editControl(root: HTMLElement, name: string, value: string | number | boolean): void {
  const control = root.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!control) throw new Error(`No control named ${name} on the sheet`);
  if (control instanceof HTMLInputElement && control.type === "checkbox") control.checked = Boolean(value);
  else if (control instanceof HTMLSelectElement) {
    // the choice is marked on the option as well: the FormDataExtended stand-in reads it there
    // (form-data.ts); a value no option has leaves none marked, and the browser then sends ""
    for (const option of Array.from(control.options)) option.toggleAttribute("selected", option.value === String(value));
    control.value = String(value);
  } else control.value = String(value);
  control.dispatchEvent(new Event("change", { bubbles: true }));
}
