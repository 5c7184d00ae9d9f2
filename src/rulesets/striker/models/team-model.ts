/**
 * The Striker II fire team's data model: fields from the pure team schema. Old or hand-made data
 * is normalised on load by the same migration the world runner applies.
 */
import { specModel } from "../../../system/data/spec-model";
import { migrateSystemData } from "../../migrations";
import { TEAM_SCHEMA } from "../data/team-schema";
import { STRIKER_TYPES } from "../data/definition";

declare module "../../../system/model-config" {
  interface ActorModels {
    strTeam: typeof TeamData;
  }
}

export class TeamData extends specModel<typeof TEAM_SCHEMA, Actor.Implementation>(TEAM_SCHEMA) {
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return super.migrateData(migrateSystemData("Actor", STRIKER_TYPES.team, source, 0));
  }

  /** Troopers not yet casualties (Striker 8: a team fights on with its survivors). */
  get effectives(): number {
    return this.troopers.filter((t) => !t.casualty).length;
  }
}
