/**
 * Reading a card through its kind: the message must be a system card of that kind, and its
 * payload and every target's data must fit the kind's fields. Anything else reads as null, so a
 * handler never acts on a card it cannot trust the shape of.
 */
import { CardData } from "./card-model";
import type { AnyCardKind, PayloadOf, TargetDataOf } from "./card-kind";
import { schemaProblems, withInitialValues } from "./card-schema";

export interface CardTargetRead<K extends AnyCardKind> {
  readonly key: string;
  readonly actorUuid: string;
  readonly name: string;
  /** Marker changes by marker id. */
  readonly markers: Readonly<Record<string, number>>;
  readonly data: TargetDataOf<K>;
  readonly applied: boolean;
}

export interface CardRead<K extends AnyCardKind> {
  readonly kind: K;
  readonly message: ChatMessage.Implementation;
  /** The actor the card was posted for, "" when none. */
  readonly actorUuid: string;
  readonly payload: PayloadOf<K>;
  readonly targets: readonly CardTargetRead<K>[];
}

/** Why a card's stored data does not fit its kind; empty when it fits. */
export function cardProblems(kind: AnyCardKind, payload: unknown, targets: readonly { readonly markers?: unknown; readonly data?: unknown }[]): string[] {
  return [
    ...schemaProblems(kind.payload, payload ?? {}, "payload"),
    ...targets.flatMap((t, i) => [...markerProblems(t.markers, `targets[${i}].markers`), ...schemaProblems(kind.targetData, t.data ?? {}, `targets[${i}].data`)]),
  ];
}

function markerProblems(markers: unknown, path: string): string[] {
  if (typeof markers !== "object" || markers === null || Array.isArray(markers)) return [`${path} must be an object`];
  return Object.entries(markers).flatMap(([id, n]) => (typeof n === "number" && Number.isInteger(n) ? [] : [`${path}.${id} must be a whole number`]));
}

/** The card of this kind on the message, or null when it is none or does not fit. */
export function readCard<K extends AnyCardKind>(message: ChatMessage.Implementation | null | undefined, kind: K): CardRead<K> | null {
  const system = message?.system;
  if (!message || !(system instanceof CardData) || system.kind !== kind.id) return null;
  const targets = system.targets.map((t) => ({ ...t, markers: t.markers ?? {}, data: t.data ?? {} }));
  const stored = (system.payload ?? {}) as Readonly<Record<string, unknown>>;
  const payload = kind.migratePayload ? kind.migratePayload(stored) : stored;
  if (cardProblems(kind, payload, targets).length > 0) return null;
  return {
    kind,
    message,
    actorUuid: system.actorUuid,
    payload: withInitialValues(kind.payload, payload) as PayloadOf<K>,
    targets: targets.map((t) => ({ key: t.key, actorUuid: t.actorUuid, name: t.name, markers: t.markers as Record<string, number>, data: t.data as TargetDataOf<K>, applied: t.applied })),
  };
}

/**
 * A payload kept elsewhere (the GM's ledger keeps each card's as posted), read through its kind:
 * brought to the current fields, checked, and typed; null when it does not fit.
 */
export function readRecordedPayload<K extends AnyCardKind>(kind: K, stored: Readonly<Record<string, unknown>>): PayloadOf<K> | null {
  const payload = kind.migratePayload ? kind.migratePayload(stored) : stored;
  if (schemaProblems(kind.payload, payload, "payload").length > 0) return null;
  return withInitialValues(kind.payload, payload) as PayloadOf<K>;
}
