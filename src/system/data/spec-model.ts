/**
 * A TypeDataModel whose schema comes from a pure field description. Each document sub-type
 * extends the class this returns and adds only derived data; the description stays the single
 * source of truth for fields, bounds and initial values.
 */
import type { FieldsSpec, SchemaValue } from "../../core/schema";
import { toDataSchema, type DataSchema } from "./foundry-fields";

type Parent = Actor.Implementation | Item.Implementation;

export function specModel<F extends FieldsSpec, P extends Parent>(fields: F) {
  abstract class SpecModel extends foundry.abstract.TypeDataModel<DataSchema, P, SchemaValue<F>> {
    static readonly spec: FieldsSpec = fields;

    static override defineSchema(): DataSchema {
      return toDataSchema(fields);
    }
  }
  return SpecModel;
}
