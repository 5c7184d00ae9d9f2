/**
 * A Space Patrol! board for glue tests, after a real init: stand-in actors of every kind with
 * items, flags and tokens placed in a row (100 px squares of 1.5 m, i.e. 1 inch each, Guide 6.1),
 * dice that come up as the test says, dialog answers, a card recorder, and an active GM who
 * answers the apply query the way the system's handler does.
 */
import type { FakeActor } from "./fake-documents";
import { installCardRecorder } from "./card-recorder";
import { bootSystem } from "./boot";
import { installQueuedRoll } from "./queued-roll";
import { installUsers } from "./users-stand-in";
import { applyAs } from "./gm-requests";
import { gridStandIn } from "./grid-stand-in";

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design

export async function spaceBoard(faces: number[] = []) {
  const { stubs, g, Fake } = await bootSystem();
  const { PatrolmanData } = await import("../../src/rulesets/space-patrol/models/patrolman-model");
  const { NpcData } = await import("../../src/rulesets/space-patrol/models/npc-model");
  const { VehicleData, SpacecraftData } = await import("../../src/rulesets/space-patrol/models/craft-models");
  const { WeaponData, ArmourData, DeviceData } = await import("../../src/rulesets/space-patrol/models/item-models");
  const { CardData } = await import("../../src/system/cards/card-model");
  const { initialValue } = await import("../../src/core/schema");
  const { PATROLMAN_SCHEMA } = await import("../../src/rulesets/space-patrol/data/patrolman-schema");
  const { NPC_SCHEMA } = await import("../../src/rulesets/space-patrol/data/npc-schema");
  const { VEHICLE_SCHEMA } = await import("../../src/rulesets/space-patrol/data/vehicle-schema");
  const { SPACECRAFT_SCHEMA } = await import("../../src/rulesets/space-patrol/data/spacecraft-schema");
  const { WEAPON_SCHEMA } = await import("../../src/rulesets/space-patrol/data/weapon-schema");
  const { ARMOUR_SCHEMA } = await import("../../src/rulesets/space-patrol/data/armour-schema");
  const { DEVICE_SCHEMA } = await import("../../src/rulesets/space-patrol/data/device-schema");
  const make = (cls: unknown, data: object): Any => Object.assign(new (cls as new () => object)(), data);
  const schemas: Record<string, [unknown, object]> = {
    weapon: [WeaponData, WEAPON_SCHEMA],
    armour: [ArmourData, ARMOUR_SCHEMA],
    device: [DeviceData, DEVICE_SCHEMA],
  };
  const item = (kind: "weapon" | "armour" | "device", id: string, system: object): Any => {
    const [cls, schema] = schemas[kind]!;
    return { id, name: id, img: "", system: make(cls, { ...initialValue(schema as never), ...system }), async update(c: Any) { Object.assign(this.system, c.system); } };
  };
  const tokens = new Map<object, Any>();
  const byUuid: Record<string, Any> = {};
  function actor(uuid: string, name: string, system: object, items: Any[] = []): FakeActor & Any {
    const a = new Fake(uuid, name) as FakeActor & Any;
    Object.assign(a, {
      id: uuid.split(".")[1],
      system,
      flags: {} as Record<string, Record<string, unknown>>,
      statuses: new Set<string>(),
      items: Object.assign([...items], { get: (id: string) => items.find((i: Any) => i.id === id) }),
      getActiveTokens: () => (tokens.has(a) ? [tokens.get(a)] : []),
      async update(change: Any) {
        for (const [k, v] of Object.entries(change)) {
          if (k === "system") for (const [sk, sv] of Object.entries(v as object)) Object.assign((a.system as Any)[sk], sv);
          else if (k.startsWith("flags.")) {
            const [, scope, key] = k.split(".");
            const next = { ...a.flags[scope!], [key!]: structuredClone(v) };
            // Foundry's "-=key" removes the key
            if (key!.startsWith("-=")) for (const gone of [key!, key!.slice(2)]) delete next[gone];
            a.flags[scope!] = next;
          }
        }
      },
      async toggleStatusEffect(id: string) {
        a.statuses.add(id);
      },
    });
    byUuid[uuid] = a;
    return a;
  }
  const patrolman = (uuid: string, name: string, assets: object, items: Any[] = []) =>
    actor(uuid, name, make(PatrolmanData, { ...initialValue(PATROLMAN_SCHEMA), assets: { ...initialValue(PATROLMAN_SCHEMA).assets, ...assets } }), items);
  const npc = (uuid: string, name: string, extra: object = {}, items: Any[] = []) => actor(uuid, name, make(NpcData, { ...initialValue(NPC_SCHEMA), ...extra }), items);
  const vehicle = (uuid: string, name: string, extra: object = {}) => actor(uuid, name, make(VehicleData, { ...initialValue(VEHICLE_SCHEMA), ...extra }));
  const spacecraft = (uuid: string, name: string, extra: object = {}) => actor(uuid, name, make(SpacecraftData, { ...initialValue(SPACECRAFT_SCHEMA), ...extra }));
  /** Puts an actor's token `x` inches along the row. */
  const place = (a: Any, x: number, id = `t-${a.id}`) => {
    const t = { id, name: a.name, actor: a, center: { x: x * 100, y: 0 }, document: { id } };
    tokens.set(a, t);
    return t;
  };
  g.canvas = {
    grid: gridStandIn("square", 100, 1.5, "m"),
    tokens: { get placeables() { return [...tokens.values()]; } },
  };
  const users = installUsers([{ id: "gm", isGM: true }, { id: "player1" }, { id: "player2" }]);
  g.game.user = users.get("player1");
  g.game.time = { worldTime: 0 };
  g.game.i18n.format = (k: string, d: object) => `${k} ${JSON.stringify(d)}`;
  const notes: string[] = [];
  g.ui = { notifications: { warn: (m: string) => notes.push(m), info: (m: string) => notes.push(m), error: (m: string) => notes.push(m) } };
  const { rolled, facesLeft } = installQueuedRoll(faces);
  let dialogAnswer: object | null = {};
  let confirmAnswer = true;
  g.foundry.applications.api.DialogV2 = { input: async () => dialogAnswer, confirm: async () => confirmAnswer };
  const { messages, rendered } = installCardRecorder(CardData);
  g.fromUuid = async (uuid: string) => byUuid[uuid] ?? null;
  const store = await import("../../src/system/markers/marker-store");
  const mark = (a: Any, id: string, n = 1) => store.adjustMarker(a as never, store.markerDefinition(id)!, n);
  const markers = (a: Any) => store.readMarkers(a as never);
  const target = (...as: Any[]) => (g.game.user.targets = new Set(as.map((a) => tokens.get(a))));
  const card = (suffix: string) => rendered.filter((r) => r.path.endsWith(suffix)).at(-1)?.context;
  return {
    g, patrolman, npc, vehicle, spacecraft, item, place, mark, markers, target, card, messages, rendered, notes, rolled,
    applyAs,
    users,
    answer: (a: object | null) => (dialogAnswer = a),
    confirm: (yes: boolean) => (confirmAnswer = yes),
    /** Makes the test's client that of user `id` (added to the world if new). */
    asUser: (id: string, isGM = false) => (g.game.user = users.get(id) ?? users.add({ id, isGM })),
    facesLeft,
  };
}
