/**
 * v13's validation failure and error (common/data/validation-failure.d.mts): a failure tree with
 * one node per field or element, and the error a strict model throws, whose message names the
 * path of every unresolved field so a test can see which value was refused and why.
 */

export interface ElementFailure {
  id: string | number;
  name?: string;
  failure: DataModelValidationFailure;
}

export class DataModelValidationFailure {
  invalidValue: unknown;
  fallback: unknown;
  dropped = false;
  message: string | undefined;
  fields: Record<string, DataModelValidationFailure> = {};
  elements: ElementFailure[] = [];
  unresolved: boolean;

  constructor({ invalidValue, fallback, dropped = false, message, unresolved = false }: { invalidValue?: unknown; fallback?: unknown; dropped?: boolean; message?: string; unresolved?: boolean } = {}) {
    this.invalidValue = invalidValue;
    this.fallback = fallback;
    this.dropped = dropped;
    this.message = message;
    this.unresolved = unresolved;
  }

  isEmpty(): boolean {
    return Object.keys(this.fields).length === 0 && this.elements.length === 0;
  }

  /** Every leaf failure by its dotted path, as DataModelValidationError#getAllFailures gives them. */
  flatten(prefix = ""): Record<string, DataModelValidationFailure> {
    const out: Record<string, DataModelValidationFailure> = {};
    const join = (k: string | number) => (prefix ? `${prefix}.${k}` : String(k));
    for (const [k, f] of Object.entries(this.fields)) Object.assign(out, f.isEmpty() ? { [join(k)]: f } : f.flatten(join(k)));
    for (const { id, failure } of this.elements) Object.assign(out, failure.isEmpty() ? { [join(id)]: failure } : failure.flatten(join(id)));
    return out;
  }

  asError(): DataModelValidationError {
    return new DataModelValidationError(this);
  }

  toString(): string {
    const lines = Object.entries(this.flatten()).map(([path, f]) => `  ${path}: ${f.message ?? "is not a valid value"}`);
    return [this.message ?? "validation errors:", ...lines].join("\n");
  }
}

export class DataModelValidationError extends Error {
  readonly #failure: DataModelValidationFailure | undefined;

  constructor(failure: DataModelValidationFailure | string) {
    super(typeof failure === "string" ? failure : failure.toString());
    this.name = "DataModelValidationError";
    this.#failure = typeof failure === "string" ? undefined : failure;
  }

  getFailure(path?: string): DataModelValidationFailure | undefined {
    if (!path) return this.#failure;
    return this.#failure?.flatten()[path];
  }

  getAllFailures(): Record<string, DataModelValidationFailure> | undefined {
    return this.#failure?.flatten();
  }
}
