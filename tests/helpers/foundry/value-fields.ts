/**
 * v13's value fields (common/data/fields.d.mts): numbers cast, rounded and clamped, strings cast
 * and trimmed, booleans cast; each refusing what is still wrong with Foundry's message.
 */
import { DataField, type Choices, type CleanOptions, type FieldOptions } from "./field-base";

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

