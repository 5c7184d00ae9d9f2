/**
 * v13's container fields (common/data/fields.d.mts): plain objects merged on update, typed
 * objects whose keys a function may refuse, and arrays of one element field.
 */
import { DataModelValidationFailure } from "./validation";
import { adopt, clone, DataField, isPlainObject, type CleanOptions, type FieldOptions, type ValidateOptions } from "./field-base";

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

