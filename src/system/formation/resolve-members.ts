/**
 * Loads what a formation's member UUIDs point at (world or compendium actors, other formations),
 * level by level through a PackReader (pack-reader.ts), so the pure expansion can run on a plain
 * map. Members of another rule set than the world's are reported, not placed.
 */
import type { ResolvedMember } from "../../core/formation-expand";
import type { FormationSystem } from "../../core/formation-schema";
import { SHARED_DOCUMENT_TYPES } from "../../rulesets/definitions";
import { activeRuleSet } from "../registry";
import { FormationData } from "./formation-model";
import { PackReader } from "./pack-reader";

export interface Resolution {
  readonly members: Map<string, ResolvedMember | null>;
  /** The documents behind the members, by the UUID the formation names them with. */
  readonly documents: Map<string, Actor.Implementation>;
  /** Names of members whose type belongs to another rule set. */
  readonly foreign: string[];
}

/** Whether the world's rule set (or every rule set) offers this actor type. */
export function offeredInWorld(type: string): boolean {
  return [...activeRuleSet().definition.documentTypes, ...SHARED_DOCUMENT_TYPES].some((t) => t.documentName === "Actor" && t.type === type);
}

function resolved(doc: Actor.Implementation, uuid: string): ResolvedMember {
  if (doc.system instanceof FormationData) {
    const system = (doc.toObject() as { system: FormationSystem }).system;
    return { kind: "formation", uuid, name: doc.name ?? "", system };
  }
  const token = doc.prototypeToken;
  return { kind: "actor", uuid, name: doc.name ?? "", width: Math.max(1, Math.round(token.width ?? 1)), height: Math.max(1, Math.round(token.height ?? 1)) };
}

/** Every member of the formation, down its nested formations, read through `reader`. */
export async function resolveMembers(root: FormationSystem, reader = new PackReader()): Promise<Resolution> {
  const members = new Map<string, ResolvedMember | null>();
  const documents = new Map<string, Actor.Implementation>();
  const foreign: string[] = [];
  let level = [...new Set(root.members.map((m) => m.uuid))];
  while (level.length > 0) {
    const loaded = await reader.load(level);
    const next: string[] = [];
    for (const [uuid, doc] of loaded) {
      if (!doc) {
        members.set(uuid, null);
        continue;
      }
      if (!offeredInWorld(doc.type)) {
        foreign.push(doc.name ?? uuid);
        members.set(uuid, null);
        continue;
      }
      const member = resolved(doc, uuid);
      members.set(uuid, member);
      documents.set(uuid, doc);
      if (member.kind === "formation") next.push(...member.system.members.map((m) => m.uuid));
    }
    level = [...new Set(next)].filter((u) => !members.has(u));
  }
  return { members, documents, foreign };
}
