/**
 * A Space Patrol! board for glue tests, after a real init: actors of every kind made the v13 way
 * (their data models fill and check their system), items, tokens placed in a row (100 px squares
 * of 1.5 m, i.e. 1 inch each, Guide 6.1), dice that come up as the test says, dialog answers, a
 * card recorder, and an active GM who answers the apply query the way the system's handler does.
 * The rule set's table is loaded, as in Foundry before any action runs, unless the test says not.
 */
import { bootSystem } from "./boot";
import { installCardRecorder } from "./card-recorder";
import { installQueuedRoll } from "./queued-roll";
import { makeActor, StandInItem, type ActorSystem, type ItemSystem, type SystemInput, type StandInActor } from "./fake-documents";
import { StandInCanvas, type StandInToken } from "./foundry/canvas";
import { applyAs } from "./gm-requests";

type SpActorType = "spPatrolman" | "spNpc" | "spVehicle" | "spSpacecraft";
export type SpActor<T extends SpActorType = SpActorType> = StandInActor<T>;
const ITEM_TYPES = { weapon: "spWeapon", armour: "spArmour", device: "spDevice" } as const;
type ItemKind = keyof typeof ITEM_TYPES;
export type SpItem<K extends ItemKind = ItemKind> = StandInItem<(typeof ITEM_TYPES)[K]>;

const idOf = (uuid: string): string => {
  const [documentName, id] = uuid.split(".");
  if (documentName !== "Actor" || !id) throw new Error(`A world actor's uuid is Actor.<id>, not ${uuid}`);
  return id;
};

/** `loadTable: false` leaves the rule set's table unloaded, as a world stands right after start-up. */
export async function spaceBoard(faces: number[] = [], { loadTable = true } = {}) {
  const { stubs, g } = await bootSystem({}, { loadTable });
  const canvas = new StandInCanvas({ size: 100, distance: 1.5, units: "m" });
  g.canvas = canvas;
  const { rolled, facesLeft } = installQueuedRoll(faces);
  const { messages, rendered, context } = installCardRecorder();
  const store = await import("../../src/system/markers/marker-store");

  /** An item not yet carried; an actor made with it carries it. */
  const item = <K extends ItemKind>(kind: K, id: string, system: SystemInput<ItemSystem<(typeof ITEM_TYPES)[K]>>): SpItem<K> =>
    new StandInItem({ _id: id, name: id, type: ITEM_TYPES[kind], system } as never) as SpItem<K>;

  function actor<T extends SpActorType>(uuid: string, name: string, type: T, system: SystemInput<ActorSystem<T>>, items: readonly StandInItem[] = []): SpActor<T> {
    const a = makeActor({ _id: idOf(uuid), name, type, system });
    for (const it of items) a.adoptItem(it);
    return a;
  }
  const patrolman = (uuid: string, name: string, assets: Record<string, number>, items: readonly StandInItem[] = []) => actor(uuid, name, "spPatrolman", { assets }, items);
  const npc = (uuid: string, name: string, extra: SystemInput<ActorSystem<"spNpc">> = {}, items: readonly StandInItem[] = []) => actor(uuid, name, "spNpc", extra, items);
  const vehicle = (uuid: string, name: string, extra: SystemInput<ActorSystem<"spVehicle">> = {}) => actor(uuid, name, "spVehicle", extra);
  const spacecraft = (uuid: string, name: string, extra: SystemInput<ActorSystem<"spSpacecraft">> = {}) => actor(uuid, name, "spSpacecraft", extra);
  /** Gives an actor an item to carry. */
  const give = <I extends StandInItem>(a: StandInActor, it: I): I => (a.adoptItem(it), it);

  /** Puts an actor's token `x` inches along the row (any earlier token of the actor is removed). */
  const place = (a: StandInActor, x: number, id = `t-${a.id}`): StandInToken => {
    canvas.tokens.placeables = canvas.tokens.placeables.filter((t) => t.actor !== a);
    return canvas.place(a, { x: x * 100, y: 0 }, { _id: id });
  };
  /** The token of an actor on the board. */
  const tokenOf = (a: StandInActor): StandInToken => {
    const token = canvas.tokens.placeables.find((t) => t.actor === a);
    if (!token) throw new Error(`${a.name} has no token on the board`);
    return token;
  };

  const mark = (a: StandInActor, id: string, n = 1) => store.adjustMarker(a as never, store.markerDefinition(id)!, n);
  const markers = (a: StandInActor) => store.readMarkers(a as never);
  const target = (...as: StandInActor[]) => (g.game.user!.targets = new Set(as.map(tokenOf)));
  return {
    stubs, g, canvas, patrolman, npc, vehicle, spacecraft, item, give, place, tokenOf, mark, markers, target, messages, rendered, rolled,
    /** Notifications shown, by message (a string key when localized). */
    notes: stubs.notes,
    /** The context of the last template ending in `suffix`, as T (the view's context type). */
    card: context,
    /** Asks, as `userId`, for one target of a card to be applied (the GM request module's real path). */
    applyAs,
    /** The answer every dialog gives from now on (null closes it). */
    answer: (a: object | null) => (stubs.dialogs.fallback = a),
    /** Whether confirm dialogs say yes. */
    confirm: (yes: boolean) => (stubs.dialogs.confirms = yes),
    asUser: (id: string) => stubs.actAs(id),
    facesLeft,
  };
}
export type SpaceBoard = Awaited<ReturnType<typeof spaceBoard>>;
