/**
 * A Scene Region behaviour whose fields come from a pure field description, as specModel does for
 * actors and items: the rule set describes what the GM paints on the board (a terrain, say), and
 * Foundry's region config shows and validates it. The behaviour handles no region events; the rules
 * read it off the scene when they need it (regions/region-reader.ts).
 */
import type { FieldsSpec } from "../../core/schema";
import { toDataField, type DataSchema } from "../data/foundry-fields";

export type RegionBehaviorModelClass = typeof foundry.data.regionBehaviors.RegionBehaviorType<DataSchema>;

/**
 * The behaviour's fields. Core's region config draws them itself, so a field of choices offers
 * each choice under its English name (STARSKIRMISH.Field.Choice.<value>), never the raw value.
 */
function behaviorSchema(fields: FieldsSpec): DataSchema {
  const schema: DataSchema = {};
  for (const [key, spec] of Object.entries(fields)) {
    if (spec.kind === "string" && spec.choices) {
      const values = [...spec.choices];
      schema[key] = new foundry.data.fields.StringField({
        required: true,
        nullable: false,
        blank: false,
        initial: spec.initial,
        label: spec.label ?? "",
        choices: () => Object.fromEntries(values.map((v) => [v, game.i18n?.localize(`STARSKIRMISH.Field.Choice.${v}`) ?? v])),
      });
    } else schema[key] = toDataField(spec);
  }
  return schema;
}

export function specRegionBehavior(fields: FieldsSpec): RegionBehaviorModelClass {
  class SpecRegionBehavior extends foundry.data.regionBehaviors.RegionBehaviorType<DataSchema> {
    static readonly spec: FieldsSpec = fields;

    static override defineSchema(): DataSchema {
      return behaviorSchema(fields);
    }
  }
  return SpecRegionBehavior;
}
