/**
 * A Striker II board for glue tests, after a real init in a Striker world: fire teams made the
 * v13 way (the team model fills every trooper field a test leaves out), their tokens on a grid of
 * 100 px squares of 50 m, dice that come up as the test says, dialog answers and a card recorder.
 * Localized messages are read back as their keys.
 */
import { bootSystem } from "./boot";
import { installCardRecorder } from "./card-recorder";
import { installQueuedRoll } from "./queued-roll";
import { makeActor, type ActorSystem, type ItemData, type StandInActor, type SystemInput } from "./fake-documents";
import { StandInCanvas, type StandInToken } from "./foundry/canvas";

export type Team = StandInActor<"strTeam">;
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

  return {
    stubs,
    g,
    canvas,
    team,
    place,
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
