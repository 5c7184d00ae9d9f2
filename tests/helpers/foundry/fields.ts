/**
 * Data fields that clean and validate as v13's do (common/data/fields.d.mts). Cleaning casts
 * ("3" becomes 3, strings are trimmed), rounds integers, clamps numbers to their bounds and fills
 * a missing value with the field's initial value; validation then refuses what is still wrong
 * (not a number, not a choice, a blank string where none is allowed, a null where none is
 * allowed) with Foundry's own messages, collected in a DataModelValidationFailure tree.
 */
import { DataField, SchemaField } from "./field-base";
import { BooleanField, HTMLField, NumberField, StringField } from "./value-fields";
import { ArrayField, ObjectField, TypedObjectField } from "./container-fields";

export * from "./field-base";
export * from "./value-fields";
export * from "./container-fields";

/** Every field class the system builds, under the names foundry.data.fields gives them. */
export const FIELDS = { DataField, SchemaField, NumberField, StringField, HTMLField, BooleanField, ObjectField, TypedObjectField, ArrayField };
