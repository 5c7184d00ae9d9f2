/**
 * Thin stand-ins for the Foundry globals the system touches at import and init, recording what
 * the system registers. They model no Foundry behaviour beyond holding what they are given.
 */

export interface Recorded {
  hooks: Map<string, ((...args: unknown[]) => unknown)[]>;
  sheets: { documentClass: unknown; scope: string; sheet: { name: string }; options: { types?: string[]; makeDefault?: boolean } }[];
  settings: Map<string, { default?: unknown; choices?: Record<string, string>; requiresReload?: boolean; scope?: string }>;
  settingValues: Map<string, unknown>;
  templates: string[];
}

/** A field stand-in that keeps its options so tests can read bounds and initial values. */
class Field {
  constructor(
    public readonly options: Record<string, unknown> = {},
    public readonly inner?: unknown,
  ) {}
}
function fieldClass(name: string) {
  const cls = class extends Field {
    constructor(a?: unknown, b?: unknown) {
      // Container fields take their element first, options second.
      if (["SchemaField", "ArrayField", "TypedObjectField"].includes(name)) super((b ?? {}) as Record<string, unknown>, a);
      else super((a ?? {}) as Record<string, unknown>);
    }
  };
  Object.defineProperty(cls, "name", { value: name });
  return cls;
}

export function installFoundryStubs(settingValues: Record<string, unknown> = {}): Recorded {
  const rec: Recorded = { hooks: new Map(), sheets: [], settings: new Map(), settingValues: new Map(Object.entries(settingValues)), templates: [] };
  const on = (name: string, fn: (...args: unknown[]) => unknown) => {
    rec.hooks.set(name, [...(rec.hooks.get(name) ?? []), fn]);
  };
  class TypeDataModel {
    static defineSchema(): Record<string, unknown> {
      return {};
    }
    static migrateData(source: unknown): unknown {
      return source;
    }
  }
  class Application {}
  const g = globalThis as Record<string, unknown>;
  g.foundry = {
    abstract: { TypeDataModel },
    data: {
      fields: Object.fromEntries(
        ["NumberField", "StringField", "BooleanField", "HTMLField", "SchemaField", "ArrayField", "TypedObjectField", "ObjectField"].map((n) => [n, fieldClass(n)]),
      ),
    },
    applications: {
      api: { HandlebarsApplicationMixin: (Base: typeof Application) => class extends Base {}, DocumentSheetV2: Application, DialogV2: class {} },
      sheets: { ActorSheetV2: Application, ItemSheetV2: Application },
      apps: {
        DocumentSheetConfig: {
          registerSheet(documentClass: unknown, scope: string, sheet: { name: string }, options: Record<string, unknown>) {
            rec.sheets.push({ documentClass, scope, sheet, options });
          },
        },
      },
      handlebars: {
        loadTemplates: async (paths: string[]) => {
          rec.templates.push(...paths);
          return {};
        },
        renderTemplate: async () => "",
      },
    },
  };
  g.Actor = class Actor {};
  g.Item = class Item {};
  g.ActiveEffect = class ActiveEffect {};
  g.ChatMessage = class ChatMessage {};
  g.CONFIG = {
    Actor: { dataModels: {} },
    Item: { dataModels: {} },
    ChatMessage: { dataModels: {} },
    statusEffects: [],
    specialStatusEffects: {},
    queries: {},
  };
  const callAll = (name: string, ...args: unknown[]) => {
    for (const fn of rec.hooks.get(name) ?? []) fn(...args);
    return true;
  };
  g.Hooks = { on, once: on, callAll };
  g.game = {
    settings: {
      register(ns: string, key: string, data: Record<string, unknown>) {
        rec.settings.set(`${ns}.${key}`, data);
      },
      // v13: only a GM may change a world setting; the server refuses anyone else
      async set(ns: string, key: string, value: unknown) {
        const id = `${ns}.${key}`;
        const user = (g.game as { user?: { isGM?: boolean } }).user;
        if (rec.settings.get(id)?.scope === "world" && user && !user.isGM) throw new Error(`${id}: only a GM may change a world setting`);
        rec.settingValues.set(id, structuredClone(value));
        return value;
      },
      get(ns: string, key: string) {
        const id = `${ns}.${key}`;
        return rec.settingValues.has(id) ? rec.settingValues.get(id) : rec.settings.get(id)?.default;
      },
    },
    i18n: { localize: (k: string) => k },
  };
  return rec;
}

/** Runs every callback registered for a hook. */
export function callHook(rec: Recorded, name: string, ...args: unknown[]): void {
  for (const fn of rec.hooks.get(name) ?? []) fn(...args);
}
