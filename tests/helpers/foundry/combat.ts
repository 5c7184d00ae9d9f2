/**
 * Combat and Combatant as v13 keeps them (client/documents/combat.d.mts): combatants with their
 * actor and token, the combatant whose turn it is, and flags changed through update, where
 * Foundry merges an object into the stored one key by key rather than replacing it.
 */
import { StandInDocument, creationData, type CreateOptions, type DocumentData } from "./document";
import { StandInCollection } from "./collection";
import { serverTrip } from "./server-requests";

export interface CombatantData extends DocumentData {
  actor?: object | null;
  token?: object | null;
  tokenId?: string | null;
  group?: string | null;
  defeated?: boolean;
}

export class StandInCombatant extends StandInDocument {
  static override readonly documentName = "Combatant";
  readonly actor: object | null;
  readonly token: object | null;
  readonly tokenId: string | null;
  group: string | null;
  /** v13 Combatant#defeated: the tracker passes over a defeated combatant. */
  defeated: boolean;

  constructor(data: CombatantData, parent: StandInCombat) {
    super(data, { parent });
    this.actor = data.actor ?? null;
    this.token = data.token ?? null;
    // v13 keeps the token's id on the combatant (Combatant#tokenId); one made for a token has it
    this.tokenId = data.tokenId ?? (data.token as { id?: string } | null | undefined)?.id ?? null;
    this.group = data.group ?? null;
    this.defeated = data.defeated ?? false;
  }
}

export class StandInCombatantGroup extends StandInDocument {
  static override readonly documentName = "CombatantGroup";
}

export class StandInCombat extends StandInDocument {
  static override readonly documentName = "Combat";
  readonly combatants = new StandInCollection<StandInCombatant>();
  readonly groups = new StandInCollection<StandInCombatantGroup>();
  round = 0;
  turn: number | null = null;
  /** v13 Combat#scene: the scene the encounter is linked to, null when it is unlinked. */
  scene: object | null = null;
  /** Every embedded document deleted, as "Combatant.id". */
  readonly deleted: string[] = [];

  /** The combatants in turn order (v13 Combat#turns, from setupTurns): here, the order they were added. */
  get turns(): StandInCombatant[] {
    return this.combatants.contents;
  }

  /** The combatant whose turn it is. */
  get combatant(): StandInCombatant | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }

  addCombatant(data: CombatantData): StandInCombatant {
    const c = new StandInCombatant(data, this);
    this.combatants.set(c.id, c);
    return c;
  }

  /** v13 createEmbeddedDocuments: one trip; a given `_id` is kept only with `keepId` (document.ts creationData). */
  async createEmbeddedDocuments(type: "Combatant" | "CombatantGroup", data: (CombatantData & DocumentData)[], options: CreateOptions = {}): Promise<StandInDocument[]> {
    serverTrip(`Combat.createEmbeddedDocuments ${type}`);
    return data.map((d) => {
      if (type === "Combatant") return this.addCombatant(creationData(d, options, this.combatants, "Combatant"));
      const group = new StandInCombatantGroup(creationData(d, options, this.groups, "CombatantGroup"), { parent: this });
      this.groups.set(group.id, group);
      return group;
    });
  }

  async deleteEmbeddedDocuments(type: "Combatant" | "CombatantGroup", ids: string[]): Promise<string[]> {
    const collection: StandInCollection<StandInDocument> = type === "Combatant" ? this.combatants : this.groups;
    const gone = ids.filter((id) => collection.delete(id));
    this.deleted.push(...gone.map((id) => `${type}.${id}`));
    return gone;
  }
}
