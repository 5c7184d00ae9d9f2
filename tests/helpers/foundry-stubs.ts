/**
 * Foundry's globals for glue tests, behaving as v13's do where the system relies on them: data
 * fields and TypeDataModel that clean and validate, documents built through their data models,
 * Hooks, AppV2 sheets rendered from their PARTS with real Handlebars, the global Handlebars whose
 * partials are getTemplate's cache, settings, i18n, ChatMessage
 * and game.messages. What the system registers (sheets, settings, templates) is recorded.
 * CONTRACTS.md lists each API and the v13 declaration its stand-in follows.
 */
import HandlebarsLib from "handlebars";
import { FIELDS } from "./foundry/fields";
import { DataModel, TypeDataModel } from "./foundry/data-model";
import { CORE_REGION_BEHAVIORS, RegionBehaviorType } from "./foundry/region-behavior-type";
import { TokenRuler } from "./foundry/token-ruler";
import { DataModelValidationError, DataModelValidationFailure } from "./foundry/validation";
import { StandInHooks, hookFirer, type HookFirer } from "./foundry/hooks";
import { ApplicationV2, HandlebarsApplicationMixin } from "./foundry/application";
import { ActorSheetV2, DocumentSheetV2, ItemSheetV2 } from "./foundry/document-sheet";
import { serverTrip, resetServerTrips } from "./foundry/server-requests";
import { StandInCombat } from "./foundry/combat";
import { StandInCombatTracker } from "./foundry/combat-tracker";
import { StandInActiveEffect, StandInActor, StandInItem, type EffectData } from "./foundry/actor";
import { StandInChatMessage, chatMessageImplementation } from "./foundry/chat-message";
import { StandInCollection } from "./foundry/collection";
import { OWNERSHIP, creationData, endWorld, serverAnswer, type CreateOptions, type StandInUser } from "./foundry/document";
import { FOUNDRY_UTILS } from "./foundry/utils";
import { renderSystemTemplate } from "./foundry/handlebars";
import type { StandInCanvas, StandInScene } from "./foundry/canvas";
import { installDialogs, type StandInDialogs } from "./foundry/dialogs";
import { StandInPack, StandInWorldCollection } from "./foundry/pack";
import { randomID } from "./foundry/document";
import { StandInUsers, makeUser } from "./foundry/users";
import { WALL_DOOR_STATES, WALL_DOOR_TYPES, WALL_SENSE_TYPES } from "./foundry/walls";
import { hasTranslation } from "./foundry/localization";
import { definePerClientUser } from "./foundry/client-context";

export interface RegisteredSetting {
  name?: string;
  hint?: string;
  config?: boolean;
  type?: unknown;
  default?: unknown;
  choices?: Record<string, string>;
  requiresReload?: boolean;
  scope?: string;
}

export interface Recorded {
  hooks: StandInHooks;
  /** Fires hooks with the arguments v13 passes. */
  fire: HookFirer;
  sheets: { documentClass: unknown; scope: string; sheet: { name: string }; options: { types?: string[]; makeDefault?: boolean } }[];
  settings: Map<string, RegisteredSetting>;
  settingValues: Map<string, unknown>;
  /**
   * Every template Foundry would fetch from the server: each path given to loadTemplates, and each
   * rendered while no partial of that path is registered (v13's getTemplate serves a registered
   * partial from its cache and fetches anything else).
   */
  templateFetches: string[];
  /** Every template rendered through foundry.applications.handlebars.renderTemplate, with its context. */
  rendered: { path: string; context: Record<string, unknown> }[];
  /** Every notification shown: the message (a key when localized) and its options. */
  notifications: { level: "info" | "warn" | "error"; message: string; options?: { localize?: boolean; format?: Record<string, string> } }[];
  /** The message of every notification, in order. */
  notes: string[];
  dialogs: StandInDialogs;
  /** A GM ("gm", the active GM) and two players ("player1", "player2"). */
  users: StandInUsers;
  /** Makes the user with this id the current one (game.user), as logging in as them would. */
  actAs(id: string): StandInUser;
}

/** The globals the stand-ins install, typed for tests that read or adjust them. */
export interface StandInWorld {
  foundry: {
    utils: typeof FOUNDRY_UTILS;
    applications: {
      handlebars: { renderTemplate(path: string, context: object): Promise<string>; loadTemplates(paths: string[]): Promise<unknown> };
      ux: { TextEditor: { implementation: { getDragEventData(event: DragEvent): unknown; enrichHTML(content: string, options?: { secrets?: boolean }): Promise<string> } } };
      [area: string]: unknown;
    };
    [area: string]: unknown;
  };
  game: {
    settings: { register(ns: string, key: string, data: RegisteredSetting): void; get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
    i18n: { lang: string; has(key: string, fallback?: boolean): boolean; localize(key: string): string; format(key: string, data?: Record<string, unknown>): string };
    user: StandInUser | null;
    /** The world's users, and the active GM whose client answers queries. */
    users: StandInUsers;
    messages: StandInCollection<StandInChatMessage>;
    combat: StandInCombat | null;
    combats: StandInCollection<StandInCombat>;
    /**
     * The world's scenes. As in v13 the scene on the canvas is always one of them: a deck that
     * installs no collection of its own has the canvas's scene alone.
     */
    scenes?: StandInCollection<StandInScene>;
    actors: StandInWorldCollection<StandInActor>;
    items: StandInWorldCollection<StandInItem>;
    tables: Iterable<unknown>;
    packs: { get(id: string): unknown };
    folders: { id: string; name: string; type: string }[];
    time: { worldTime: number };
  };
  CONFIG: {
    /** The sidebar's application classes the system sets (the combat tracker). */
    ui: { combat?: unknown };
    Actor: { dataModels: Record<string, unknown>; documentClass?: unknown; trackableAttributes?: Record<string, { bar: string[]; value: string[] }> };
    Item: { dataModels: Record<string, unknown>; documentClass?: unknown };
    ActiveEffect: { documentClass?: unknown };
    ChatMessage: { dataModels: Record<string, unknown> };
    statusEffects: unknown[];
    specialStatusEffects: Record<string, string>;
    /** Query handlers by name; the GM request module defines how they are called. */
    queries: Record<string, unknown>;
  };
  ui: { notifications: Record<"info" | "warn" | "error", (message: string, options?: object) => void> };
  canvas: StandInCanvas | undefined;
  Hooks: StandInHooks;
  fromUuid(uuid: string): Promise<unknown>;
  fromUuidSync(uuid: string): unknown;
}
export const world = (): StandInWorld => globalThis as unknown as StandInWorld;

/** Finds a document by uuid among the world's actors, their items and effects, and messages. */
function findByUuid(uuid: string): unknown {
  const w = world();
  for (const actor of w.game.actors) {
    if (actor.uuid === uuid) return actor;
    for (const embedded of [...actor.items, ...actor.effects]) if (embedded.uuid === uuid) return embedded;
  }
  for (const item of w.game.items) if (item.uuid === uuid) return item;
  for (const message of w.game.messages) if (message.uuid === uuid) return message;
  const [, packScope, packName, , id] = uuid.split(".");
  if (uuid.startsWith("Compendium.") && id) {
    const pack = w.game.packs.get(`${packScope}.${packName}`);
    if (pack instanceof StandInPack) return pack.documents.get(id) ?? null;
  }
  return null;
}

/** The class the world makes its documents of (the system's, once init has set it). */
function documentClass(name: "Actor" | "Item"): unknown {
  return world().CONFIG[name].documentClass ?? (name === "Actor" ? StandInActor : StandInItem);
}

let installed: Recorded | undefined;
/** What the last installFoundryStubs recorded. */
export function installedStubs(): Recorded {
  if (!installed) throw new Error("installFoundryStubs has not run");
  return installed;
}

export function installFoundryStubs(settingValues: Record<string, unknown> = {}): Recorded {
  endWorld();
  const hooks = new StandInHooks();
  resetServerTrips();
  const rec: Recorded = {
    hooks,
    fire: hookFirer(hooks),
    sheets: [],
    settings: new Map(),
    settingValues: new Map(Object.entries(settingValues)),
    templateFetches: [],
    rendered: [],
    notifications: [],
    notes: [],
    dialogs: installDialogs(),
    users: new StandInUsers(["gm", "player1", "player2"].map((id) => [id, makeUser(id, id === "gm")] as const)),
    actAs: (id) => {
      const user = rec.users.get(id, { strict: true })!;
      world().game.user = user;
      return user;
    },
  };
  const messages = new StandInCollection<StandInChatMessage>();
  class ChatMessage extends StandInChatMessage {
    static implementation = chatMessageImplementation(messages);
  }
  class ActiveEffect extends StandInActiveEffect {
    static get implementation() {
      return {
        async create(data: EffectData, { parent, keepId = false }: { parent: StandInActor; keepId?: boolean }) {
          const [effect] = await parent.createEmbeddedDocuments("ActiveEffect", [data], { keepId });
          return effect;
        },
      };
    }
  }
  const g = globalThis as Record<string, unknown>;
  // v13 ships Handlebars 4.7 as the global Handlebars; its partials are getTemplate's cache
  const handlebars = HandlebarsLib.create();
  g.Handlebars = handlebars;
  g.foundry = {
    utils: FOUNDRY_UTILS,
    abstract: { DataModel, TypeDataModel },
    canvas: { placeables: { tokens: { TokenRuler } } },
    data: { fields: FIELDS, validation: { DataModelValidationFailure, DataModelValidationError }, regionBehaviors: { RegionBehaviorType } },
    applications: {
      api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, DialogV2: rec.dialogs.DialogV2 },
      sheets: { ActorSheetV2, ItemSheetV2 },
      hud: { TokenHUD: class TokenHUD {} },
      sidebar: { tabs: { CombatTracker: StandInCombatTracker } },
      apps: {
        DocumentSheetConfig: {
          registerSheet(documentClass: unknown, scope: string, sheet: { name: string }, options: Record<string, unknown>) {
            rec.sheets.push({ documentClass, scope, sheet, options });
          },
        },
      },
      handlebars: {
        loadTemplates: async (paths: string[]) => {
          rec.templateFetches.push(...paths);
          return {};
        },
        renderTemplate: async (path: string, context: Record<string, unknown>) => {
          rec.rendered.push({ path, context });
          if (typeof handlebars.partials[path] !== "function") rec.templateFetches.push(path);
          return renderSystemTemplate(path, context);
        },
      },
      ux: {
        TextEditor: {
          implementation: {
            getDragEventData: (event: DragEvent) => JSON.parse(event.dataTransfer?.getData("text/plain") || "{}") as unknown,
            // v13 resolves links and rolls, and removes secret blocks unless options.secrets; asynchronous
            enrichHTML: async (content: string, options: { secrets?: boolean } = {}) => (options.secrets ? content : content.replace(/<section[^>]*class="[^"]*\bsecret\b[^"]*"[^>]*>[\s\S]*?<\/section>/g, "")),
          },
        },
      },
    },
  };
  g.Actor = StandInActor;
  g.Item = StandInItem;
  g.ActiveEffect = ActiveEffect;
  g.ChatMessage = ChatMessage;
  g.CONST = {
    DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP,
    GRID_TYPES: { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 },
    WALL_MOVEMENT_TYPES: { NONE: 0, NORMAL: 20 },
    WALL_SENSE_TYPES,
    WALL_DOOR_TYPES,
    WALL_DOOR_STATES,
    TOKEN_DISPOSITIONS: { SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 },
  };
  g.CONFIG = {
    ui: {},
    Actor: { dataModels: {} },
    Item: { dataModels: {} },
    ActiveEffect: {},
    Token: { rulerClass: TokenRuler },
    ChatMessage: { dataModels: {} },
    // core's own behaviours are there before any system adds its own
    RegionBehavior: { dataModels: { ...CORE_REGION_BEHAVIORS }, typeIcons: {} },
    statusEffects: [],
    specialStatusEffects: {},
    queries: {},
  };
  g.Hooks = hooks;
  // v13 Combat.implementation.create: one trip; the new active combat becomes game.combat; a given
  // `_id` is kept only with `keepId` (foundry/document.ts creationData)
  g.Combat = {
    implementation: {
      async create(data: { _id?: string; scene?: string | null; active?: boolean }, options: CreateOptions = {}) {
        serverTrip("Combat.create");
        const { _id } = creationData(data, options, world().game.combats, "Combat");
        const combat = new StandInCombat(_id === undefined ? {} : { _id });
        // v13 Combat#scene reads the linked scene's id from the data: null when unlinked or not in the world
        combat.scene = (data.scene ? world().game.scenes?.get(data.scene) : undefined) ?? null;
        world().game.combats.set(combat.id, combat);
        if (data.active) world().game.combat = combat;
        return combat;
      },
    },
  };
  // v13 Folder.implementation.create: one trip; a given `_id` is kept only with `keepId` (creationData)
  g.Folder = {
    implementation: {
      async create(data: { _id?: string; name: string; type: string }, options: CreateOptions = {}) {
        serverTrip("Folder.create");
        const folders = world().game.folders;
        const { _id, ...rest } = creationData(data, options, { has: (id) => folders.some((f) => f.id === id) }, "Folder");
        const folder = { ...rest, id: _id ?? randomID() };
        world().game.folders.push(folder);
        return folder;
      },
    },
  };
  const notify = (level: "info" | "warn" | "error") => (message: string, options?: Recorded["notifications"][number]["options"]) => {
    rec.notifications.push({ level, message, ...(options ? { options } : {}) });
    rec.notes.push(message);
  };
  g.ui = { notifications: { info: notify("info"), warn: notify("warn"), error: notify("error") } };
  const game = {
    settings: {
      register(ns: string, key: string, data: RegisteredSetting) {
        rec.settings.set(`${ns}.${key}`, data);
      },
      get(ns: string, key: string) {
        const id = `${ns}.${key}`;
        // v13 refuses a setting nobody registered.
        if (!rec.settings.has(id)) throw new Error(`"${id}" is not a registered game setting`);
        return rec.settingValues.has(id) ? rec.settingValues.get(id) : rec.settings.get(id)?.default;
      },
      // v13: only a GM may change a world setting; the server refuses anyone else
      async set(ns: string, key: string, value: unknown) {
        const id = `${ns}.${key}`;
        const user = world().game.user;
        const worldScope = rec.settings.get(id)?.scope === "world";
        if (worldScope && user && !user.isGM) throw new Error(`${id}: only a GM may change a world setting`);
        const stored = structuredClone(value);
        // v13: a world setting is a Setting document the server keeps; this client's value changes
        // when the server's answer comes back, not when it asks, so a read in between sees the old one
        if (worldScope) await serverAnswer();
        rec.settingValues.set(id, stored);
        return value;
      },
    },
    i18n: {
      // v13's Localization: has() answers from lang/en.json (so counted strings pick their real
      // form), while localize and format give keys back for tests to assert on
      lang: "en",
      has: (k: string, fallback?: boolean) => hasTranslation(k, fallback),
      localize: (k: string) => k,
      format: (k: string, data?: Record<string, unknown>) => (data ? `${k} ${JSON.stringify(data)}` : k),
    },
    users: rec.users,
    messages,
    combat: null,
    combats: new StandInCollection(),
    actors: new StandInWorldCollection((data) => new (documentClass("Actor") as typeof StandInActor)(data as never)),
    items: new StandInWorldCollection((data) => new (documentClass("Item") as typeof StandInItem)(data as never)),
    tables: [],
    packs: new StandInCollection<StandInPack>(),
    folders: [],
    time: { worldTime: 0 },
  };
  // each client's work sees its own user (foundry/client-context.ts); a test starts as player1
  definePerClientUser(game, rec.users.get("player1"));
  g.game = game;
  g.canvas = undefined;
  // v13: game.scenes holds every scene, the one on the canvas among them
  let installedScenes: StandInCollection<StandInScene> | undefined;
  Object.defineProperty(g.game, "scenes", {
    configurable: true,
    enumerable: true,
    get: () => {
      if (installedScenes) return installedScenes;
      const viewed = world().canvas?.scene;
      return new StandInCollection<StandInScene>(viewed ? [[viewed.id, viewed]] : []);
    },
    set: (value: StandInCollection<StandInScene> | undefined) => {
      installedScenes = value;
    },
  });
  g.fromUuid = async (uuid: string) => findByUuid(uuid);
  g.fromUuidSync = (uuid: string) => findByUuid(uuid);
  installed = rec;
  return rec;
}

/** Fires a hook as v13 does (`call` for the hooks whose result Foundry reads, else `callAll`). */
export function callHook(rec: Recorded, name: string, ...args: unknown[]): boolean {
  return name.startsWith("preCreate") || name === "dropCanvasData" ? rec.hooks.call(name, ...args) : rec.hooks.callAll(name, ...args);
}
