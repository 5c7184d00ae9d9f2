/**
 * Data fields that clean and validate as v13's do (common/data/fields.d.mts). Cleaning casts
 * ("3" becomes 3, strings are trimmed), rounds integers, clamps numbers to their bounds and fills
 * a missing value with the field's initial value; validation then refuses what is still wrong
 * (not a number, not a choice, a blank string where none is allowed, a null where none is
 * allowed) with Foundry's own messages, collected in a DataModelValidationFailure tree.
 */
import { DataModelValidationFailure } from "./validation";

export interface CleanOptions {
  /** Clean only the keys given, as an update does. */
  partial?: boolean;
  source?: unknown;
}
export interface ValidateOptions {
  partial?: boolean;
  source?: unknown;
}
type Validator = (this: DataField, value: unknown, options: ValidateOptions) => boolean | DataModelValidationFailure | void;
type Choices = readonly (string | number)[] | Record<string, string> | (() => readonly (string | number)[] | Record<string, string>);

export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  readonly?: boolean;
  gmOnly?: boolean;
  label?: string;
  hint?: string;
  validationError?: string;
  validate?: Validator;
  [option: string]: unknown;
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

const clone = <T>(v: T): T => (typeof v === "object" && v !== null ? structuredClone(v) : v);

export abstract class DataField {
  /** The options the field was built with, as given (tests read bounds and initial values here). */
  readonly options: FieldOptions;
  name: string | undefined;
  parent: DataField | undefined;
  declare required: boolean;
  declare nullable: boolean;
  declare initial: unknown;
  declare label: string;
  declare hint: string;
  declare validationError: string;

  protected static get _defaults(): FieldOptions {
    return { required: false, nullable: false, initial: undefined, readonly: false, gmOnly: false, label: "", hint: "", validationError: "is not a valid value" };
  }

  constructor(options: FieldOptions = {}, { name, parent }: { name?: string; parent?: DataField } = {}) {
    this.options = options;
    this.name = name;
    this.parent = parent;
    // As v13 does: every default the class knows becomes a property, from the options when given.
    const self = this as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries((this.constructor as typeof DataField)._defaults)) self[key] = key in options ? options[key] : value;
  }

  /** The dotted path of the field in its model, as v13 names it in validation errors. */
  get fieldPath(): string {
    const above = this.parent?.fieldPath ?? "";
    if (!this.name) return above;
    return above ? `${above}.${this.name}` : this.name;
  }

  getInitialValue(data?: unknown): unknown {
    return typeof this.initial === "function" ? (this.initial as (d: unknown) => unknown).call(this, data) : clone(this.initial);
  }

  clean(value: unknown, options: CleanOptions = {}): unknown {
    if (value === null) {
      if (this.nullable) return value;
      value = undefined;
    }
    if (value === undefined) return this.getInitialValue(options.source);
    return this._cleanType(this._cast(value), options);
  }

  protected _cast(value: unknown): unknown {
    return value;
  }

  protected _cleanType(value: unknown, _options: CleanOptions = {}): unknown {
    return value;
  }

  validate(value: unknown, options: ValidateOptions = {}): DataModelValidationFailure | undefined {
    const validators: Validator[] = [this._validateSpecial, this._validateType];
    if (this.options.validate) validators.push(this.options.validate);
    try {
      for (const validator of validators) {
        const result = validator.call(this, value, options);
        if (result === true) return undefined;
        if (result === false) return new DataModelValidationFailure({ invalidValue: value, message: this.validationError, unresolved: true });
        if (result instanceof DataModelValidationFailure) return result;
      }
    } catch (err) {
      return new DataModelValidationFailure({ invalidValue: value, message: (err as Error).message, unresolved: true });
    }
    return undefined;
  }

  protected _validateSpecial(value: unknown): boolean | void {
    if (value === null) {
      if (this.nullable) return true;
      throw new Error("may not be null");
    }
    if (value === undefined) {
      if (this.required) throw new Error("may not be undefined");
      return true;
    }
  }

  protected _validateType(_value: unknown, _options: ValidateOptions = {}): boolean | DataModelValidationFailure | void {}

  /** The value a model exposes for this field's stored value. */
  initialize(value: unknown): unknown {
    return clone(value);
  }

  toObject(value: unknown): unknown {
    return clone(value);
  }

  /** Applies a cleaned change to a stored value, as updateSource does; returns the new value. */
  applyChange(_current: unknown, change: unknown): unknown {
    return clone(change);
  }
}

/** Fields holding other fields take them as their children, once: v13 refuses to reuse a field. */
function adopt(parent: DataField, child: DataField, name: string): void {
  if (!(child instanceof DataField)) throw new Error(`${parent.fieldPath || parent.constructor.name}.${name} is not a DataField`);
  if (child.parent !== undefined) throw new Error(`The "${name}" field already belongs to some other parent and may not be reused`);
  child.name = name;
  child.parent = parent;
}

export type DataSchema = Record<string, DataField>;

export class SchemaField extends DataField {
  readonly fields: DataSchema;

  protected static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, nullable: false };
  }

  constructor(fields: DataSchema, options: FieldOptions = {}, context: { name?: string; parent?: DataField } = {}) {
    super(options, context);
    for (const [name, field] of Object.entries(fields)) {
      if (name === "_source") throw new Error('"_source" is not a valid name for a field of a schema');
      adopt(this, field, name);
    }
    this.fields = fields;
  }

  has(name: string): boolean {
    return name in this.fields;
  }

  get(name: string): DataField | undefined {
    return this.fields[name];
  }

  getField(path: string | string[]): DataField | undefined {
    const [head, ...rest] = typeof path === "string" ? path.split(".") : path;
    const field = head === undefined ? undefined : this.fields[head];
    if (!field || rest.length === 0) return field;
    return field instanceof SchemaField ? field.getField(rest) : undefined;
  }

  override getInitialValue(data?: unknown): unknown {
    const initial = super.getInitialValue(data);
    if (initial !== undefined) return initial;
    return this._cleanType({}, { source: data });
  }

  protected override _cast(value: unknown): unknown {
    return isPlainObject(value) ? value : {};
  }

  protected override _cleanType(value: unknown, options: CleanOptions = {}): unknown {
    const data = value as Record<string, unknown>;
    const inner = { ...options, source: options.source ?? data };
    for (const [name, field] of Object.entries(this.fields)) {
      if (!(name in data) && options.partial) continue;
      data[name] = field.clean(data[name], inner);
    }
    // Keys the schema does not define are dropped, as Foundry drops them.
    for (const key of Object.keys(data)) if (!(key in this.fields)) delete data[key];
    return data;
  }

  protected override _validateType(value: unknown, options: ValidateOptions = {}): boolean | DataModelValidationFailure | void {
    if (!isPlainObject(value)) throw new Error("must be an object");
    const failure = new DataModelValidationFailure();
    const inner = { ...options, source: options.source ?? value };
    for (const [name, field] of Object.entries(this.fields)) {
      if (!(name in value) && options.partial) continue;
      const f = field.validate(value[name], inner);
      if (f) {
        failure.fields[name] = f;
        if (f.unresolved) failure.unresolved = true;
      }
    }
    return failure.isEmpty() ? undefined : failure;
  }

  override initialize(value: unknown): unknown {
    const data = isPlainObject(value) ? value : {};
    return Object.fromEntries(Object.entries(this.fields).map(([name, field]) => [name, field.initialize(data[name])]));
  }

  override toObject(value: unknown): unknown {
    const data = isPlainObject(value) ? value : {};
    return Object.fromEntries(Object.keys(this.fields).filter((k) => k in data).map((k) => [k, this.fields[k]!.toObject(data[k])]));
  }

  /** An update merges into the stored object key by key (Foundry's recursive update). */
  override applyChange(current: unknown, change: unknown): unknown {
    const out = isPlainObject(current) ? { ...current } : {};
    if (!isPlainObject(change)) return out;
    for (const [key, value] of Object.entries(change)) {
      const field = this.fields[key];
      if (field) out[key] = field.applyChange(out[key], value);
    }
    return out;
  }
}

export class NumberField extends DataField {
  declare min: number | undefined;
  declare max: number | undefined;
  declare step: number | undefined;
  declare integer: boolean;
  declare positive: boolean;
  declare choices: Choices | undefined;

  protected static override get _defaults(): FieldOptions {
    return { ...super._defaults, initial: null, nullable: true, min: undefined, max: undefined, step: undefined, integer: false, positive: false, choices: undefined };
  }

  constructor(options: FieldOptions = {}, context: { name?: string; parent?: DataField } = {}) {
    super(options, context);
    // A field of choices is not nullable unless it says so (NumberField's constructor remark).
    if (this.choices) this.nullable = (options.nullable as boolean | undefined) ?? false;
  }

  protected override _cast(value: unknown): unknown {
    return Number(value);
  }

  protected override _cleanType(value: unknown): unknown {
    if (typeof value !== "number") return value;
    let v = value;
    if (this.integer) v = Math.round(v);
    if (Number.isFinite(this.min)) v = Math.max(v, this.min!);
    if (Number.isFinite(this.max)) v = Math.min(v, this.max!);
    if (Number.isFinite(this.step)) v = Math.round(v / this.step!) * this.step!;
    return v;
  }

  protected override _validateType(value: unknown): boolean | void {
    if (typeof value !== "number") throw new Error("must be a number");
    if (this.positive && value <= 0) throw new Error("must be a positive number");
    if (Number.isFinite(this.min) && value < this.min!) throw new Error(`must be at least ${this.min}`);
    if (Number.isFinite(this.max) && value > this.max!) throw new Error(`must be at most ${this.max}`);
    if (Number.isFinite(this.step) && Math.round(value / this.step!) * this.step! !== value) throw new Error(`must be an increment of ${this.step}`);
    if (this.choices && !choiceValues(this.choices).includes(String(value))) throw new Error(`${value} is not a valid choice`);
    if (this.integer) {
      if (!Number.isInteger(value)) throw new Error("must be an integer");
    } else if (!Number.isFinite(value)) throw new Error("must be a finite number");
  }
}

function choiceValues(choices: Choices): string[] {
  const c = typeof choices === "function" ? choices() : choices;
  return (Array.isArray(c) ? c : Object.keys(c)).map(String);
}

export class StringField extends DataField {
  declare blank: boolean;
  declare trim: boolean;
  declare choices: Choices | undefined;

  protected static override get _defaults(): FieldOptions {
    return { ...super._defaults, blank: true, trim: true, nullable: false, choices: undefined, textSearch: false };
  }

  constructor(options: FieldOptions = {}, context: { name?: string; parent?: DataField } = {}) {
    super(options, context);
    // A field of choices is neither blank nor nullable unless it says so (StringField's constructor remark).
    if (this.choices) {
      this.blank = (options.blank as boolean | undefined) ?? false;
      this.nullable = (options.nullable as boolean | undefined) ?? false;
    }
  }

  override clean(value: unknown, options: CleanOptions = {}): unknown {
    let v = value;
    if (typeof v === "string" && this.trim) v = v.trim();
    if (v === "") {
      if (this.blank) return v;
      v = undefined;
    }
    return super.clean(v, options);
  }

  override getInitialValue(data?: unknown): unknown {
    const initial = super.getInitialValue(data);
    if (initial !== undefined || !this.required) return initial;
    if (this.blank) return "";
    if (this.nullable) return null;
    return undefined;
  }

  protected override _cast(value: unknown): unknown {
    return String(value);
  }

  protected override _validateSpecial(value: unknown): boolean | void {
    if (value === "") {
      if (this.blank) return true;
      throw new Error("may not be a blank string");
    }
    return super._validateSpecial(value);
  }

  protected override _validateType(value: unknown): boolean | void {
    if (typeof value !== "string") throw new Error("must be a string");
    if (this.choices) {
      if (choiceValues(this.choices).includes(value)) return true;
      throw new Error(`${value} is not a valid choice`);
    }
  }
}

export class HTMLField extends StringField {
  protected static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, blank: true };
  }
}

export class BooleanField extends DataField {
  protected static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, nullable: false, initial: false };
  }

  protected override _cast(value: unknown): unknown {
    if (typeof value === "string") return value === "true";
    if (typeof value === "object") return false;
    return Boolean(value);
  }

  protected override _validateType(value: unknown): boolean | void {
    if (typeof value !== "boolean") throw new Error("must be a boolean");
  }
}

export class ObjectField extends DataField {
  protected static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, nullable: false };
  }

  override getInitialValue(data?: unknown): unknown {
    return super.getInitialValue(data) ?? {};
  }

  protected override _cast(value: unknown): unknown {
    const withToObject = value as { toObject?: () => unknown } | null;
    return typeof withToObject?.toObject === "function" ? withToObject.toObject() : value;
  }

  protected override _validateType(value: unknown): boolean | DataModelValidationFailure | void {
    if (!isPlainObject(value)) throw new Error("must be an object");
  }

  /** Objects merge on update, and a "-=key" change removes the key, as Foundry's updates do. */
  override applyChange(current: unknown, change: unknown): unknown {
    if (!isPlainObject(change)) return clone(change);
    const out = isPlainObject(current) ? structuredClone(current) : {};
    for (const [key, value] of Object.entries(change)) {
      if (key.startsWith("-=")) delete out[key.slice(2)];
      else out[key] = this.applyEntry(out[key], value);
    }
    return out;
  }

  protected applyEntry(current: unknown, change: unknown): unknown {
    return isPlainObject(current) && isPlainObject(change) ? this.applyChange(current, change) : clone(change);
  }
}

export class TypedObjectField extends ObjectField {
  declare readonly element: DataField;
  declare readonly validateKey: ((key: string) => boolean | void) | undefined;

  protected static override get _defaults(): FieldOptions {
    return { ...super._defaults, validateKey: undefined };
  }

  constructor(element: DataField, options: FieldOptions = {}, context: { name?: string; parent?: DataField } = {}) {
    super(options, context);
    adopt(this, element, "element");
    Object.defineProperty(this, "element", { value: element, enumerable: true });
  }

  protected override _cleanType(value: unknown, options: CleanOptions = {}): unknown {
    const data = value as Record<string, unknown>;
    for (const key of Object.keys(data)) {
      // An update's "-=key" is a deletion, kept for the update to apply.
      if (options.partial && key.startsWith("-=")) continue;
      if (this.validateKey && this.validateKey(key) === false) delete data[key];
      else data[key] = this.element.clean(data[key], { ...options, partial: false });
    }
    return data;
  }

  protected override _validateType(value: unknown, options: ValidateOptions = {}): boolean | DataModelValidationFailure | void {
    if (!isPlainObject(value)) throw new Error("must be an object");
    const failure = new DataModelValidationFailure();
    for (const [key, v] of Object.entries(value)) {
      if (key.startsWith("-=")) continue;
      const f = this.element.validate(v, { ...options, partial: false });
      if (f) {
        failure.fields[key] = f;
        if (f.unresolved) failure.unresolved = true;
      }
    }
    return failure.isEmpty() ? undefined : failure;
  }

  override initialize(value: unknown): unknown {
    const data = isPlainObject(value) ? value : {};
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, this.element.initialize(v)]));
  }

  protected override applyEntry(current: unknown, change: unknown): unknown {
    return this.element.applyChange(current, change);
  }
}

export class ArrayField extends DataField {
  declare readonly element: DataField;
  declare min: number;
  declare max: number;

  protected static override get _defaults(): FieldOptions {
    return { ...super._defaults, required: true, nullable: false, empty: true, exact: undefined, min: 0, max: Infinity, initial: () => [] };
  }

  constructor(element: DataField, options: FieldOptions = {}, context: { name?: string; parent?: DataField } = {}) {
    super(options, context);
    adopt(this, element, "element");
    Object.defineProperty(this, "element", { value: element, enumerable: true });
    if (this.max < this.min) throw new Error("ArrayField max must be at least its min");
  }

  protected override _cast(value: unknown): unknown {
    if (isPlainObject(value)) {
      const out: unknown[] = [];
      for (const [k, v] of Object.entries(value)) {
        const i = Number(k);
        if (Number.isInteger(i) && i >= 0) out[i] = v;
      }
      return out;
    }
    if (value instanceof Set) return [...value];
    return Array.isArray(value) ? value : [value];
  }

  protected override _cleanType(value: unknown, options: CleanOptions = {}): unknown {
    return (value as unknown[]).map((v) => this.element.clean(v, { ...options, partial: false }));
  }

  protected override _validateType(value: unknown, options: ValidateOptions = {}): boolean | DataModelValidationFailure | void {
    if (!Array.isArray(value)) throw new Error("must be an Array");
    if (value.length < this.min) throw new Error(`cannot have fewer than ${this.min} elements`);
    if (value.length > this.max) throw new Error(`cannot have more than ${this.max} elements`);
    const failure = new DataModelValidationFailure();
    value.forEach((v, i) => {
      const f = this.element.validate(v, { ...options, partial: false });
      if (f) {
        failure.elements.push({ id: i, failure: f });
        if (f.unresolved) failure.unresolved = true;
      }
    });
    return failure.isEmpty() ? undefined : failure;
  }

  override initialize(value: unknown): unknown {
    return Array.isArray(value) ? value.map((v) => this.element.initialize(v)) : value;
  }

  override toObject(value: unknown): unknown {
    return Array.isArray(value) ? value.map((v) => this.element.toObject(v)) : value;
  }
}

/** Every field class the system builds, under the names foundry.data.fields gives them. */
export const FIELDS = { DataField, SchemaField, NumberField, StringField, HTMLField, BooleanField, ObjectField, TypedObjectField, ArrayField };
