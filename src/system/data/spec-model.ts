/**
 * A TypeDataModel whose schema comes from a pure field description. Each document sub-type
 * extends the class this returns and adds only derived data; the description stays the single
 * source of truth for fields, bounds and initial values, and for the rules across fields (hero
 * points at most their maximum), which Foundry checks on every create and update.
 */
import { jointProblems, type FieldsSpec, type SchemaValue } from "../../core/schema";
import { toDataSchema, type DataSchema } from "./foundry-fields";

type Parent = Actor.Implementation | Item.Implementation;

export function specModel<F extends FieldsSpec, P extends Parent>(fields: F) {
  abstract class SpecModel extends foundry.abstract.TypeDataModel<DataSchema, P, SchemaValue<F>> {
    static readonly spec: FieldsSpec = fields;

    static override defineSchema(): DataSchema {
      return toDataSchema(fields);
    }

    /** Foundry runs this on the whole candidate data; a broken cross-field rule refuses the write. */
    static override validateJoint(data: Record<string, unknown>): void {
      const problems = jointProblems(fields, data);
      if (problems.length > 0) throw new Error(problems.map((p) => `${p.path} ${p.message}`).join("; "));
    }
  }
  return SpecModel;
}
