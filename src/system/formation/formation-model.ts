/** The formation actor's data model, from the shared pure description. */
import { specModel } from "../data/spec-model";
import { FORMATION_SCHEMA } from "../../core/formation-schema";

declare module "../model-config" {
  interface ActorModels {
    formation: typeof FormationData;
  }
}

export class FormationData extends specModel<typeof FORMATION_SCHEMA, Actor.Implementation>(FORMATION_SCHEMA) {
  /** Figures the formation holds directly (nested formations count as one member each). */
  get memberCount(): number {
    return this.members.reduce((n, m) => n + m.quantity, 0);
  }
}
