/**
 * Turns the pure field descriptions of src/core/schema.ts into Foundry DataFields, so a data
 * model and the pack check read the same definition. Runs inside defineSchema, never at import.
 */
import type { FieldSpec, FieldsSpec } from "../../core/schema";

type DataField = foundry.data.fields.DataField.Any;
export type DataSchema = foundry.data.fields.DataSchema;

export function toDataField(spec: FieldSpec): DataField {
  const f = foundry.data.fields;
  const label = spec.label ?? "";
  switch (spec.kind) {
    case "number":
      return new f.NumberField({
        required: true,
        nullable: false,
        integer: spec.integer ?? false,
        initial: spec.initial,
        label,
        ...(spec.min === undefined ? {} : { min: spec.min }),
        ...(spec.max === undefined ? {} : { max: spec.max }),
      });
    case "string":
      return new f.StringField({
        required: true,
        nullable: false,
        blank: spec.blank ?? true,
        initial: spec.initial,
        label,
        ...(spec.choices ? { choices: [...spec.choices] } : {}),
      });
    case "boolean":
      return new f.BooleanField({ initial: spec.initial, label });
    case "html":
      return new f.HTMLField({ required: true, blank: true, initial: "", label });
    case "object":
      return new f.SchemaField(toDataSchema(spec.fields), { label });
    case "array":
      return new f.ArrayField(toDataField(spec.element), { label, ...(spec.max === undefined ? {} : { max: spec.max }) });
    case "record": {
      const keys = spec.keys;
      return new f.TypedObjectField(toDataField(spec.value), {
        label,
        ...(keys ? { validateKey: (key: string) => keys.includes(key) } : {}),
      });
    }
  }
}

export function toDataSchema(fields: FieldsSpec): DataSchema {
  const schema: DataSchema = {};
  for (const [key, spec] of Object.entries(fields)) schema[key] = toDataField(spec);
  return schema;
}
