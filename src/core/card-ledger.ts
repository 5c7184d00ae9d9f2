/**
 * The GM's ledger of chat cards, as data: what each card said when it was posted (its snapshot)
 * and which of its targets were applied, by whom and when. A card's message belongs to its author,
 * who can edit every part of it; the ledger is kept where only a GM can write, so Apply reads the
 * snapshot and the applied marks from here and never from the message. Pure: the Foundry side
 * stores it in a world setting.
 */

export interface AppliedMark {
  /** Id of the user whose click applied it. */
  readonly by: string;
  /** World time in milliseconds since the epoch, when it was applied. */
  readonly at: number;
}

export interface SnapshotTarget {
  readonly key: string;
  readonly actorUuid: string;
  readonly name: string;
  readonly markers: Readonly<Record<string, number>>;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * Where the combat the GM's client was running stood when it recorded a card: the Combat's id and
 * the turn engine's position in it (turn, phase, step). A combat's turns count from 1 again, and
 * the ledger outlives it, so a turn means something only with its combat.
 */
export interface CombatPlace {
  readonly combat: string;
  readonly turn: number;
  readonly phase: string;
  readonly step?: string;
}

export interface CardSnapshot {
  readonly kind: string;
  /** The user who posted it, as Foundry recorded the message's author. */
  readonly author: string;
  /** The actor the card was posted for ("" for none): its author must own it. */
  readonly actorUuid: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly targets: readonly SnapshotTarget[];
  /** The faces of each Roll the card carried, in order. */
  readonly dice: readonly { readonly formula: string; readonly faces: readonly number[] }[];
  /** When the GM's client recorded it (ms since the epoch). */
  readonly at: number;
  /** Where the GM's combat stood when its client recorded it; absent outside a combat (and on cards recorded before it was kept). */
  readonly combat?: CombatPlace;
  readonly applied: Readonly<Record<string, AppliedMark>>;
  /** What the GM has since recorded against the card (a Tactics spend, say), by the rule set's key. */
  readonly gm?: Readonly<Record<string, unknown>>;
  /** A GM's client has rewritten the payload and targets since the card was posted (withRevisedResult). */
  readonly revised?: boolean;
  /** The id of the prompt card this card answers, as its author posted it ("" or absent for none; core/card-prompts.ts). */
  readonly answers?: string;
}

export type CardLedger = Readonly<Record<string, CardSnapshot>>;

/** Cards kept: enough for several long sessions of play; the oldest go first. */
export const LEDGER_KEPT = 400;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

function readTarget(raw: unknown): SnapshotTarget | null {
  if (!isRecord(raw) || typeof raw.key !== "string" || typeof raw.actorUuid !== "string") return null;
  const markers: Record<string, number> = {};
  if (isRecord(raw.markers)) for (const [id, n] of Object.entries(raw.markers)) if (isCount(n)) markers[id] = n;
  return { key: raw.key, actorUuid: raw.actorUuid, name: typeof raw.name === "string" ? raw.name : "", markers, data: isRecord(raw.data) ? raw.data : {} };
}

function readApplied(raw: unknown): Record<string, AppliedMark> {
  const out: Record<string, AppliedMark> = {};
  if (!isRecord(raw)) return out;
  for (const [key, mark] of Object.entries(raw)) {
    if (isRecord(mark) && typeof mark.by === "string" && typeof mark.at === "number") out[key] = { by: mark.by, at: mark.at };
  }
  return out;
}

/** A recorded combat place, or null for anything else. */
export function readCombatPlace(raw: unknown): CombatPlace | null {
  if (!isRecord(raw) || typeof raw.combat !== "string" || raw.combat === "" || !isCount(raw.turn) || raw.turn < 1 || typeof raw.phase !== "string") return null;
  return { combat: raw.combat, turn: raw.turn, phase: raw.phase, ...(typeof raw.step === "string" ? { step: raw.step } : {}) };
}

function readSnapshot(raw: unknown): CardSnapshot | null {
  if (!isRecord(raw) || typeof raw.kind !== "string" || typeof raw.author !== "string") return null;
  const targets = Array.isArray(raw.targets) ? raw.targets.map(readTarget) : [];
  if (targets.some((t) => t === null)) return null;
  const dice = Array.isArray(raw.dice)
    ? raw.dice.filter(isRecord).map((d) => ({ formula: typeof d.formula === "string" ? d.formula : "", faces: Array.isArray(d.faces) ? d.faces.filter(isCount) : [] }))
    : [];
  const combat = readCombatPlace(raw.combat);
  return {
    kind: raw.kind,
    author: raw.author,
    actorUuid: typeof raw.actorUuid === "string" ? raw.actorUuid : "",
    payload: isRecord(raw.payload) ? raw.payload : {},
    targets: targets as SnapshotTarget[],
    dice,
    at: typeof raw.at === "number" ? raw.at : 0,
    applied: readApplied(raw.applied),
    ...(combat ? { combat } : {}),
    ...(isRecord(raw.gm) ? { gm: raw.gm } : {}),
    ...(raw.revised === true ? { revised: true } : {}),
    ...(typeof raw.answers === "string" && raw.answers !== "" ? { answers: raw.answers } : {}),
  };
}

/** The ledger as stored, entry by entry; an entry that does not read is dropped. */
export function readLedger(raw: unknown): CardLedger {
  const out: Record<string, CardSnapshot> = {};
  if (!isRecord(raw)) return out;
  for (const [id, entry] of Object.entries(raw)) {
    const snapshot = readSnapshot(entry);
    if (snapshot) out[id] = snapshot;
  }
  return out;
}

/** The ledger with a card's snapshot added (never replacing one already kept), oldest dropped past the limit. */
export function withSnapshot(ledger: CardLedger, messageId: string, snapshot: CardSnapshot, kept = LEDGER_KEPT): CardLedger {
  if (ledger[messageId]) return ledger;
  const entries = [...Object.entries(ledger), [messageId, snapshot] as const].sort((a, b) => a[1].at - b[1].at);
  return Object.fromEntries(entries.slice(Math.max(0, entries.length - kept)));
}

/** The ledger with one target of a card marked applied. */
export function withApplied(ledger: CardLedger, messageId: string, targetKey: string, mark: AppliedMark): CardLedger {
  const entry = ledger[messageId];
  if (!entry) throw new RangeError(`No card ${messageId} in the ledger`);
  return { ...ledger, [messageId]: { ...entry, applied: { ...entry.applied, [targetKey]: mark } } };
}

/**
 * The key under a card's GM record where a GM's client refused the card as a whole (a kind's
 * recorded step finding nothing left to spend, say): its value is the reason, a language key.
 */
export const CARD_REFUSED_RECORD = "refused";

/** Why a GM's client refused the card as a whole, a language key; null where it did not. */
export function cardRefusal(entry: CardSnapshot | undefined): string | null {
  const reason = entry?.gm?.[CARD_REFUSED_RECORD];
  return typeof reason === "string" && reason !== "" ? reason : null;
}

/** The ledger with something the GM records against a card, under a key of the rule set's. */
export function withGmRecord(ledger: CardLedger, messageId: string, key: string, value: unknown): CardLedger {
  const entry = ledger[messageId];
  if (!entry) throw new RangeError(`No card ${messageId} in the ledger`);
  return { ...ledger, [messageId]: { ...entry, gm: { ...entry.gm, [key]: value } } };
}

/**
 * The ledger with a card's result revised by the GM after it was posted (a Tactics spend that
 * re-resolves it, say): its payload and targets replaced, as the GM's client worked them out. A
 * card with a target already applied keeps what was applied: it is refused.
 */
export function withRevisedResult(ledger: CardLedger, messageId: string, revised: { readonly payload: Readonly<Record<string, unknown>>; readonly targets: readonly SnapshotTarget[] }): CardLedger {
  const entry = ledger[messageId];
  if (!entry) throw new RangeError(`No card ${messageId} in the ledger`);
  if (Object.keys(entry.applied).length > 0) throw new RangeError(`Card ${messageId} has a target applied already`);
  return { ...ledger, [messageId]: { ...entry, payload: revised.payload, targets: revised.targets, revised: true } };
}

export type LedgerDecision = { readonly ok: true; readonly target: SnapshotTarget } | { readonly ok: false; readonly reason: string; readonly mark?: AppliedMark };

/**
 * Whether one target of a card may be applied: the GM recorded the card when it was posted, its
 * author owns the actor it was posted for, no GM's client refused it as a whole (cardRefusal), the
 * target is one it listed then, and that target was not applied before. Who clicks does not matter: a result applies once, as the card said.
 * Reasons are localisation keys.
 */
export function decideFromLedger(entry: CardSnapshot | undefined, targetKey: string, authorOwnsActor: boolean): LedgerDecision {
  if (!entry) return { ok: false, reason: "STARSKIRMISH.Error.cardNotRecorded" };
  if (!authorOwnsActor) return { ok: false, reason: "STARSKIRMISH.Error.authorNotOwner" };
  const refused = cardRefusal(entry);
  if (refused) return { ok: false, reason: refused };
  const target = entry.targets.find((t) => t.key === targetKey);
  if (!target) return { ok: false, reason: "STARSKIRMISH.Error.targetNotOnCard" };
  const mark = entry.applied[targetKey];
  if (mark) return { ok: false, reason: "STARSKIRMISH.Error.alreadyApplied", mark };
  return { ok: true, target };
}
