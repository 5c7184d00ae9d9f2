/**
 * Communication on the board (Striker 5.B): how a team is in touch with each friendly team on its
 * scene. Touching tokens talk; so do teams joined by a chain of touching friendly teams up to 250 m
 * long, teams that see each other within 250 m (the line of sight of actions/board-sight.ts), and
 * two teams with radios each within the other's range (by tech level and role, or a radio operator
 * on the card; the range the card states, the whole board where it states none). Counters are not
 * teams and take no part; nor does a team that routed off the battlefield, which "is removed from
 * play" (8.C.4.b) though its hidden token stays where it left: it neither talks nor passes word along
 * a chain. Read from the documents of the team's scene.
 */
import { tokenCentre, unitsPerPixel } from "../../../system/board-walls";
import type { TokenObject } from "../../../system/board";
import { TeamData } from "../models/team-model";
import { chainLengthM, communication, footprintsTouch, radioRangeM, VERBAL_RANGE_M, type CommunicationMeans, type Footprint, type TouchLink } from "../rules/communication";
import { TEAM_ROLES, type TeamRole } from "../rules/forces";
import { metresBetween, sightBoard, teamsSee } from "./board-sight";
import { teamInPlay } from "../models/team-not-counter";

type TokenDoc = TokenDocument.Implementation;

/** How the team stands to one friendly team. */
export interface TeamLink {
  readonly token: TokenDoc;
  readonly name: string;
  readonly distanceM: number;
  /** Traced where it matters: within 250 m, or for a team that may lead it (null when not traced). */
  readonly lineOfSight: boolean | null;
  readonly means: CommunicationMeans | null;
}

const isRole = (v: string): v is TeamRole => Object.hasOwn(TEAM_ROLES, v);

/** The team's radio range, or null without one (Striker 5.B.2). */
export function teamRadioRangeM(system: TeamData): number | null {
  const role = isRole(system.command.role) ? system.command.role : "fireTeam";
  const operator = system.troopers.some((t) => t.role === "radio" && !t.casualty);
  return radioRangeM(system.techLevel, role, operator, system.radioRangeM);
}

/** A token's footprint in metres. */
function footprint(token: TokenDoc, scene: Scene.Implementation): Footprint {
  const m = unitsPerPixel(scene);
  const size = scene.grid.size;
  return { x: token.x * m, y: token.y * m, width: (token.width ?? 1) * size * m, height: (token.height ?? 1) * size * m };
}

/**
 * The friendly teams on the token's scene in play, counters aside (Striker 3.A.1, 8.C.4.b): 5.B
 * joins teams, and a counter, real or dummy, is none; the unspotted team a real one stands for talks
 * from its own hidden token, where it is (models/team-not-counter.ts).
 */
function friendsOf(token: TokenDoc, scene: Scene.Implementation): TokenDoc[] {
  return scene.tokens.contents.filter((t) => t !== token && t.disposition === token.disposition && teamInPlay(t));
}

/**
 * Striker 5.B: the team's link to each friendly team on its scene. `traceSight` names the teams
 * whose line of sight is traced at any distance (the leaders that may lead it: 5.A.1.b lets sight
 * stand for the command range).
 */
export function teamLinks(team: TokenObject, traceSight: (other: TokenDoc) => boolean = () => false): TeamLink[] {
  const self = team.document;
  const scene = self.parent;
  const system = self.actor?.system;
  if (!scene || !(system instanceof TeamData)) return [];
  const friends = friendsOf(self, scene);
  const all = [self, ...friends];
  const touch: TouchLink[] = [];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const [a, b] = [all[i]!, all[j]!];
      if (footprintsTouch(footprint(a, scene), footprint(b, scene))) touch.push({ a: a.id ?? "", b: b.id ?? "", lengthM: metresBetween(scene, tokenCentre(a, scene), tokenCentre(b, scene)) });
    }
  }
  const board = sightBoard(scene);
  const ownRadio = teamRadioRangeM(system);
  return friends.map((other) => {
    const distanceM = metresBetween(scene, tokenCentre(self, scene), tokenCentre(other, scene));
    const lineOfSight = distanceM <= VERBAL_RANGE_M || traceSight(other) ? teamsSee(board, self, other) : null;
    const otherSystem = other.actor?.system;
    const means = communication({
      touching: touch.some((l) => (l.a === self.id && l.b === other.id) || (l.b === self.id && l.a === other.id)),
      chainLengthM: chainLengthM(self.id ?? "", other.id ?? "", touch),
      lineOfSight: lineOfSight === true,
      distanceM,
      radioRangeM: [ownRadio, otherSystem instanceof TeamData ? teamRadioRangeM(otherSystem) : null],
    });
    return { token: other, name: other.name ?? "", distanceM, lineOfSight, means };
  });
}
