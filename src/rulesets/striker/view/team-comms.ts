/**
 * The team sheet's communication (Striker 5.B): the team's radio by tech level and role (or a radio
 * operator), and each friendly team it is in touch with and how (touching, a verbal chain, in sight
 * within 250 m, radio), the leaders that may lead it listed even when out of touch. Pure: the board
 * measures the links (actions/team-links.ts), the gallery gives an example.
 */
import { UNSTATED_RADIO_RANGE_M, type CommunicationMeans } from "../rules/communication";

export interface CommsLink {
  readonly name: string;
  readonly distanceM: number;
  readonly means: CommunicationMeans | null;
  /** A leader team that may lead this one (Striker 5.A.2). */
  readonly mayLead: boolean;
}

export interface CommsRow {
  readonly name: string;
  readonly distanceM: number;
  readonly means: CommunicationMeans | "none";
  readonly meansLabel: string;
  readonly inCommunication: boolean;
  readonly leader: boolean;
}

export interface CommsView {
  readonly radio: { readonly carried: boolean; readonly rangeM: number | null; readonly label: string };
  readonly rows: readonly CommsRow[];
}

/** The radio line: none, carried with a stated range, or carried with none stated (the whole board). */
function radioLine(rangeM: number | null): CommsView["radio"] {
  if (rangeM === null) return { carried: false, rangeM: null, label: "STARSKIRMISH.Striker.Comms.Radio.none" };
  if (rangeM >= UNSTATED_RADIO_RANGE_M) return { carried: true, rangeM: null, label: "STARSKIRMISH.Striker.Comms.Radio.unstated" };
  return { carried: true, rangeM, label: "STARSKIRMISH.Striker.Comms.Radio.range" };
}

export function commsView(radioRangeM: number | null, links: readonly CommsLink[]): CommsView {
  const rows = links
    .filter((l) => l.means !== null || l.mayLead)
    .map((l) => ({
      name: l.name,
      distanceM: Math.round(l.distanceM),
      means: l.means ?? ("none" as const),
      meansLabel: `STARSKIRMISH.Striker.Comms.Means.${l.means ?? "none"}`,
      inCommunication: l.means !== null,
      leader: l.mayLead,
    }))
    .sort((a, b) => Number(b.leader) - Number(a.leader) || a.distanceM - b.distanceM || a.name.localeCompare(b.name));
  return { radio: radioLine(radioRangeM), rows };
}
