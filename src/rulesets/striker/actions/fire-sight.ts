/**
 * Line of sight in the fire action (Striker 7.A.1, 8.A.1.a.1): "In order to be attacked, a target
 * must be in the line of sight of the firing team(s)", so a firing team that does not see the target
 * does not fire, and the user is told; a further team in the danger space is attacked only where the
 * strip's firer sees it, and one in a burst only where nothing shields it from the target. The
 * same reading of the board gives each team's cover and concealment (Striker 7.A.1.c, 7.A.2, 8.B.2):
 * the forest or building it stands in, which conceals it, or hides it deep in a forest.
 */
import type { TokenObject } from "../../../system/board";
import { warn } from "../../../system/notify";
import { OPEN_GROUND, sightBoard, teamConcealment, teamsSee, type TeamConcealment } from "./board-sight";

export interface FireSight {
  /** The firing tokens that see the target; each that does not is named in a warning. */
  firers(tokens: readonly TokenObject[]): TokenObject[];
  /** A further team's lines: from the target (a burst) and from the strip's firer (a danger space). */
  nearby(firer: TokenObject, token: TokenObject): { inSightOfTarget: boolean; inSightOfFirer: boolean };
  /** Whether two teams see each other (7.A.1): a friend seeing a team's casualties (8.C.1); yes off a scene. */
  sees(a: TokenObject, b: TokenObject): boolean;
  /** The forest or building the team stands in, as the board shows it, and whether it conceals or hides the team; none in the open or off a scene. */
  ground(token: TokenObject): TeamConcealment;
}

/** The lines of one fire at `target`, read off its scene once. */
export function fireSight(target: TokenObject): FireSight {
  const scene = target.document.parent;
  const board = scene ? sightBoard(scene) : null;
  const sees = (a: TokenObject, b: TokenObject): boolean => board === null || teamsSee(board, a.document, b.document);
  return {
    firers: (tokens) =>
      tokens.filter((t) => {
        const clear = sees(t, target);
        if (!clear) warn("STARSKIRMISH.Striker.Fire.noLineOfSight", { team: t.name, target: target.name });
        return clear;
      }),
    nearby: (firer, token) => ({ inSightOfTarget: sees(target, token), inSightOfFirer: sees(firer, token) }),
    sees,
    ground: (token) => (board === null ? OPEN_GROUND : teamConcealment(board, token.document)),
  };
}
