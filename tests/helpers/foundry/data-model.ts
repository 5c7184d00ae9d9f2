/**
 * DataModel and TypeDataModel as v13 builds them (common/abstract/data.d.mts, type-data.d.mts):
 * `new Model(source, { parent, strict })` migrates a copy of the source in place, cleans it,
 * validates it (a strict model throws a DataModelValidationError naming each bad field's path)
 * and exposes each field as a property. `updateSource` cleans and validates the changes, merges
 * them into the source and re-initialises the properties, so values written to the properties
 * alone do not survive it, as in Foundry.
 */
import { isPlainObject, SchemaField, type DataSchema } from "./fields";
import { DataModelValidationFailure } from "./validation";

export interface ConstructionContext {
  parent?: object | null;
  strict?: boolean;
}

/** Turns {"a.b": 1} into {a: {b: 1}}, as foundry.utils.expandObject does for updates. */
export function expandObject(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const parts = key.split(".");
    let node = out;
    for (const part of parts.slice(0, -1)) {
      if (!isPlainObject(node[part])) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    const last = parts.at(-1)!;
    node[last] = isPlainObject(value) && isPlainObject(node[last]) ? { ...(node[last] as object), ...expandObject(value) } : isPlainObject(value) ? expandObject(value) : value;
  }
  return out;
}

const schemas = new WeakMap<object, SchemaField>();

export class DataModel {
  /** The cleaned, validated stored data. */
  declare readonly _source: Record<string, unknown>;
  declare readonly parent: object | null;

  static defineSchema(): DataSchema {
    throw new Error(`${this.name} must define its schema`);
  }

  /** The schema, built once per class from defineSchema, as v13 caches it. */
  static get schema(): SchemaField {
    let schema = schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      schemas.set(this, schema);
    }
    return schema;
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  /** v13 ignores what migrateData returns: it must change the source it is given. */
  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }

  static migrateDataSafe(source: Record<string, unknown>): Record<string, unknown> {
    try {
      this.migrateData(source);
    } catch (err) {
      (err as Error).message = `Failed data migration for ${this.name}: ${(err as Error).message}`;
      console.warn(err);
    }
    return source;
  }

  static cleanData(source: Record<string, unknown> = {}, options: { partial?: boolean } = {}): Record<string, unknown> {
    return this.schema.clean(source, options) as Record<string, unknown>;
  }

  constructor(data: object = {}, { parent = null, strict = true }: ConstructionContext = {}) {
    Object.defineProperty(this, "parent", { value: parent, writable: false });
    Object.defineProperty(this, "_source", { value: this._initializeSource(data), writable: false });
    this.validate({ strict });
    this._initialize();
  }

  protected _initializeSource(data: object): Record<string, unknown> {
    const cls = this.constructor as typeof DataModel;
    let source = data instanceof DataModel ? data.toObject() : data;
    if (!isPlainObject(source)) source = {};
    // The model owns (and may change) the object it is given, as in Foundry.
    return cls.cleanData(cls.migrateDataSafe(source as Record<string, unknown>));
  }

  protected _initialize(): void {
    const values = this.schema.initialize(this._source) as Record<string, unknown>;
    for (const [key, value] of Object.entries(values)) {
      Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
    }
  }

  /** Puts the properties back to what the source says, dropping changes made to them alone. */
  reset(): void {
    this._initialize();
  }

  /**
   * Validates the source, or a set of changes (cleaned first when asked). A strict validation
   * throws; otherwise the result says whether the data is valid.
   */
  validate({ changes, clean = false, strict = true }: { changes?: Record<string, unknown>; clean?: boolean; strict?: boolean } = {}): boolean {
    const partial = changes !== undefined;
    const data = changes ?? this._source;
    if (partial && clean) (this.constructor as typeof DataModel).cleanData(data, { partial });
    const failure: DataModelValidationFailure | undefined = this.schema.validate(data, { partial });
    if (!failure) return true;
    failure.message = `${this.constructor.name} validation errors:`;
    if (strict && failure.unresolved) throw failure.asError();
    console.warn(failure.asError());
    return false;
  }

  /** Cleans, validates and applies changes to the source; returns the changes applied. */
  updateSource(changes: Record<string, unknown> = {}): Record<string, unknown> {
    const expanded = expandObject(structuredClone(changes));
    this.validate({ changes: expanded, clean: true, strict: true });
    const next = this.schema.applyChange(this._source, expanded) as Record<string, unknown>;
    for (const key of Object.keys(this._source)) delete this._source[key];
    Object.assign(this._source, next);
    this._initialize();
    return expanded;
  }

  toObject(source = true): Record<string, unknown> {
    if (source) return structuredClone(this._source);
    return this.schema.toObject(Object.fromEntries(Object.keys(this.schema.fields).map((k) => [k, (this as unknown as Record<string, unknown>)[k]]))) as Record<string, unknown>;
  }

  toJSON(): Record<string, unknown> {
    return this.toObject();
  }
}

/** The base of document sub-type models: a DataModel whose parent is the document. */
export class TypeDataModel extends DataModel {
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}
