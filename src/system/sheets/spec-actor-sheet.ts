/**
 * A sheet drawn from a type's field description: every field editable, markers below. Used by
 * types whose rule set has no dedicated sheet yet, so every type can be opened and edited.
 */
import { BaseActorSheet } from "./base-actor-sheet";
import { TEMPLATE_ROOT } from "../constants";
import { activeRuleSet, ruleSetOfType } from "../registry";
import { fillEmptiedNumbers, specRows } from "./spec-fields";

type FormDataExtended = foundry.applications.ux.FormDataExtended;

export class SpecActorSheet extends BaseActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["spec-sheet"],
    position: { width: 560, height: 640 },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/shared/spec-sheet.hbs`, scrollable: [".ssk-fields"] },
  };

  override async _prepareContext(options: Parameters<BaseActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const type = this.actor.type;
    const owner = ruleSetOfType("Actor", type);
    const def = owner?.type;
    const source = this.actor.toObject() as { system?: Record<string, unknown> };
    return Object.assign(context, {
      ruleSetLabel: (owner?.ruleSet ?? activeRuleSet()).definition.label,
      rows: def ? specRows(def.schema, source.system ?? {}, "system", "STARSKIRMISH.Field") : [],
    });
  }

  /** A printed column the user empties is stored as the blank it stands for (`emptyAs`). */
  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended): object {
    const data = super._processFormData(event, form, formData) as { system?: unknown };
    const def = ruleSetOfType("Actor", this.actor.type)?.type;
    if (def) fillEmptiedNumbers(def.schema, data.system);
    return data;
  }
}
