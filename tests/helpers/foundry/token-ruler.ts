/**
 * v13's TokenRuler (client/canvas/placeables/tokens/ruler.d.mts, base-ruler.d.mts): built with its
 * Token placeable (`token`); `_getWaypointLabelContext(waypoint, state)` gives the label of one
 * waypoint of the path (`previous` links back to the start, `stage` passed, pending or planned,
 * `center` the token's centre there, `measurement` the distance and cost so far), or nothing for the
 * first waypoint, which core leaves unlabelled. The context is the fields of WaypointContext: core
 * measures in grid units, so distance and cost here are the straight-line grid distance.
 */
export interface StandInWaypoint {
  stage: "passed" | "pending" | "planned";
  center: { x: number; y: number };
  previous: StandInWaypoint | null;
  measurement: { distance: number; cost: number };
}

export class TokenRuler {
  readonly #token: { document: object };

  constructor(token: { document: object }) {
    this.#token = token;
  }

  get token(): { document: object } {
    return this.#token;
  }

  protected _getWaypointLabelContext(waypoint: StandInWaypoint, _state: object): Record<string, unknown> | void {
    if (!waypoint.previous) return;
    const total = String(waypoint.measurement.distance);
    return {
      action: "walk",
      cssClass: "",
      secret: false,
      units: "hex",
      uiScale: 1,
      position: { x: waypoint.center.x, y: waypoint.center.y },
      distance: { total, delta: `+${total}` },
      cost: { total: String(waypoint.measurement.cost), units: "hex", delta: `+${total}` },
      elevation: { total: 0, icon: "", hidden: true },
    };
  }

  /** What a test calls to read a waypoint's label as core's refresh would. */
  labelAt(waypoint: StandInWaypoint, state: object = {}): Record<string, unknown> | void {
    return this._getWaypointLabelContext(waypoint, state);
  }
}

/** The waypoints of a drag through these token centres, the first where the token stands. */
export function waypointsThrough(centres: { x: number; y: number }[], stage: StandInWaypoint["stage"] = "planned"): StandInWaypoint[] {
  const out: StandInWaypoint[] = [];
  let distance = 0;
  for (const [i, c] of centres.entries()) {
    const prev = out[i - 1] ?? null;
    if (prev) distance += Math.hypot(c.x - prev.center.x, c.y - prev.center.y) / 100;
    out.push({ stage: i === 0 ? "passed" : stage, center: c, previous: prev, measurement: { distance, cost: distance } });
  }
  return out;
}
