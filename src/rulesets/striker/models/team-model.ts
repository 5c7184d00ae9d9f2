/** The Striker II fire team's data model: fields from the pure team schema. */
import { specModel } from "../../../system/data/spec-model";
import { TEAM_SCHEMA } from "../data/team-schema";

declare module "../../../system/model-config" {
  interface ActorModels {
    strTeam: typeof TeamData;
  }
}

export class TeamData extends specModel<typeof TEAM_SCHEMA, Actor.Implementation>(TEAM_SCHEMA) {
  /** Troopers not yet casualties (Striker 8: a team fights on with its survivors). */
  get effectives(): number {
    return this.troopers.filter((t) => !t.casualty).length;
  }
}
