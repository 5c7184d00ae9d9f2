/**
 * A Striker II board for glue tests, after a real init in a Striker world: fire teams made the
 * v13 way (the team model fills every trooper field a test leaves out), their tokens on a grid of
 * 100 px squares of 50 m, the hills, woods and buildings the GM paints as regions, dice that come
 * up as the test says, dialog answers and a card recorder.
 * Localized messages are read back as their keys.
 */
import { bootSystem } from "./boot";
import { installCardRecorder } from "./card-recorder";
import { installQueuedRoll } from "./queued-roll";
import { makeActor, type ActorSystem, type ItemData, type StandInActor, type SystemInput } from "./fake-documents";
import { StandInCanvas, type StandInToken } from "./foundry/canvas";

export type Team = StandInActor<"strTeam">;
/** A rectangle of the scene in pixels. */
export type Box = { x: number; y: number; width: number; height: number };
/** A Striker terrain region's behaviour data (data/terrain-region.ts). */
export type TerrainSystem = { terrain: string; contour?: number; woods?: string };
export type TeamInput = SystemInput<ActorSystem<"strTeam">>;

/** A trooper: a rifleman with nothing carried unless the test says otherwise. */
export const trooper = (name: string, extra: NonNullable<TeamInput["troopers"]>[number] = {}) => ({ name, ...extra });

export async function strikerBoard(faces: number[] = []) {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": "striker" });
  const canvas = new StandInCanvas({ size: 100, distance: 50, units: "m" });
  g.canvas = canvas;
  g.game.i18n.format = (k: string) => k;
  const dice = installQueuedRoll(faces);
  const cards = installCardRecorder();

  /** A team; `ownership` defaults to player1 owning it. */
  const team = (uuid: string, name: string, system: TeamInput = {}, items: ItemData[] = [], ownership?: Record<string, number>): Team => {
    const [, id] = uuid.split(".");
    return makeActor({ _id: id!, name, type: "strTeam", system, items, ...(ownership ? { ownership } : {}) });
  };
  /** Puts the team's token `x` pixels along the row (100 px = 50 m). */
  const place = (actor: Team, id: string, x: number, disposition = 0): StandInToken => canvas.place(actor, { x, y: 0 }, { _id: id, disposition });
  /** Paints one rectangle of Striker terrain (a hill, forest or building region), as the GM does on the Regions layer. */
  const paint = (shape: Box, system: TerrainSystem, elevation?: { bottom: number | null; top: number | null }) =>
    canvas.scene.addRegion({ shapes: [{ type: "rectangle", ...shape }], ...(elevation ? { elevation } : {}), behaviors: [{ type: "strTerrain", system }] });
  /**
   * A square wood around a point of the row, `halfPx` pixels each way (100 px = 50 m): the 20 px
   * default is a wood 20 m across, small enough to see into (Striker 7.A.1.c).
   */
  const woodAround = (x: number, halfPx = 20) => paint({ x: x - halfPx, y: -halfPx, width: 2 * halfPx, height: 2 * halfPx }, { terrain: "forest" });

  return {
    stubs,
    g,
    canvas,
    team,
    place,
    paint,
    woodAround,
    ...dice,
    ...cards,
    notes: stubs.notes,
    /** The answer every dialog gives from now on. */
    answer: (a: object | null) => (stubs.dialogs.fallback = a),
    /** The tokens the user targets. */
    targetTokens: (...tokens: StandInToken[]) => (g.game.user!.targets = new Set(tokens)),
  };
}
export type StrikerBoard = Awaited<ReturnType<typeof strikerBoard>>;
