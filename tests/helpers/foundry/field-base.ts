/**
 * The base of v13's data fields (common/data/fields.d.mts): DataField's clean and validate, and
 * SchemaField, which holds other fields and names them, so a failure reads with its path.
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
export type Choices = readonly (string | number)[] | Record<string, string> | (() => readonly (string | number)[] | Record<string, string>);

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

export const clone = <T>(v: T): T => (typeof v === "object" && v !== null ? structuredClone(v) : v);

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
export function adopt(parent: DataField, child: DataField, name: string): void {
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

