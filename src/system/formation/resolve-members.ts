/**
 * Loads what a formation's member UUIDs point at (world or compendium actors, other formations),
 * breadth first, so the pure expansion can run on a plain map. Members of another rule set than
 * the world's are reported, not placed.
 */
import type { ResolvedMember } from "../../core/formation-expand";
import type { FormationSystem } from "../../core/formation-schema";
import { SHARED_DOCUMENT_TYPES } from "../../rulesets/definitions";
import { activeRuleSet } from "../registry";
import { FormationData } from "./formation-model";

export interface Resolution {
  readonly members: Map<string, ResolvedMember | null>;
  /** Names of members whose type belongs to another rule set. */
  readonly foreign: string[];
}

/** Whether the world's rule set (or every rule set) offers this actor type. */
export function offeredInWorld(type: string): boolean {
  return [...activeRuleSet().definition.documentTypes, ...SHARED_DOCUMENT_TYPES].some((t) => t.documentName === "Actor" && t.type === type);
}

export async function resolveMembers(root: FormationSystem): Promise<Resolution> {
  const members = new Map<string, ResolvedMember | null>();
  const foreign: string[] = [];
  const queue = root.members.map((m) => m.uuid);
  while (queue.length > 0) {
    const uuid = queue.shift() as string;
    if (members.has(uuid)) continue;
    const doc = uuid ? await fromUuid<Actor.Implementation>(uuid).catch(() => null) : null;
    if (!(doc instanceof Actor)) {
      members.set(uuid, null);
      continue;
    }
    if (!offeredInWorld(doc.type)) {
      foreign.push(doc.name ?? uuid);
      members.set(uuid, null);
      continue;
    }
    if (doc.system instanceof FormationData) {
      const system = (doc.toObject() as { system: FormationSystem }).system;
      members.set(uuid, { kind: "formation", uuid, name: doc.name ?? "", system });
      queue.push(...system.members.map((m) => m.uuid));
    } else {
      const token = doc.prototypeToken;
      members.set(uuid, { kind: "actor", uuid, name: doc.name ?? "", width: Math.max(1, Math.round(token.width ?? 1)), height: Math.max(1, Math.round(token.height ?? 1)) });
    }
  }
  return { members, foreign };
}
