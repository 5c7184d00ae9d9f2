/**
 * A team's troopers as the GM's checks read them, kept for the GM while the team is in a battle:
 * how many troopers it has (Striker 4.A), which of them are casualties (8.B.5, marked by the fire
 * card's Apply) and the armour each wears (8.B, ruling STR-5: the written value, or the armour item
 * it names). The GM's client holds a fire card to them at Apply: the troopers firing are counted
 * among those standing (cards/fire-firers-confirm.ts), the armour the card records must be the
 * target's (cards/fire-confirm.ts), the leader who rallies is the first trooper standing
 * (cards/rally-confirm.ts). v13 lets a team's owner write all of them, so a trooper raised from the
 * dead, a fifth trooper or thicker armour written on the sheet just before the GM applies a card
 * would land what the rules do not give.
 *
 * The list cannot be kept whole as the kit keeps a type's fields (DocumentTypeDefinition
 * keptInBattle): the owner's own client rewrites it in play. A single-use weapon fired is taken off
 * the troopers who fired it (grenade notes; actions/fire-roll.ts), a weapon may be picked up from a
 * fallen trooper (8.A.1.b.1) and gear taken off a trooper as its item is deleted (sheets/team-sheet.ts).
 * So only these facts are kept: the count, each trooper's casualty box, written armour and armour
 * item stay as they are. An armour item stays on its trooper: the fire card's Apply refuses a
 * target whose armour changed since the roll, so taking it off would escape the card (the item
 * itself stays in a battle, data/definition.ts staysInBattle). Names, weapons, grenades, ammunition and roles
 * stay the owner's. While the team is a combatant of any combat a player's own client refuses any
 * other change (the kit's notice), and the active GM's client writes back one written anyway and
 * tells the GM. Outside a battle, and for the GM, any change stands. The memory and hooks are the
 * kit's (system/turn/kept-fields.ts), registered at init from ruleset.ts.
 */
import { actorInAnyCombat } from "../../../system/turn/combatant-of";
import { keepActorField } from "../../../system/turn/kept-fields";
import { TeamData } from "../models/team-model";

/** What is kept of one trooper; the rest of the entry is carried along to be written back whole. */
interface KeptTrooper {
  readonly armour: number;
  readonly armourItem: string;
  readonly casualty: boolean;
}

type StoredTrooper = KeptTrooper & Readonly<Record<string, unknown>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A trooper entry as stored, with the kept fields as the model fills a missing one (data/team-schema.ts). */
function stored(entry: unknown): StoredTrooper {
  const t = isRecord(entry) ? entry : {};
  return {
    ...t,
    armour: typeof t.armour === "number" ? t.armour : 0,
    armourItem: typeof t.armourItem === "string" ? t.armourItem : "",
    casualty: t.casualty === true,
  };
}

/** The team's troopers, copied (the stored list may change under the kit's memory); undefined for no team. */
function troopersOf(actor: Actor.Implementation): StoredTrooper[] | undefined {
  const system = actor.system;
  if (!(system instanceof TeamData)) return undefined;
  return (JSON.parse(JSON.stringify(system.troopers)) as unknown[]).map(stored);
}

/** Whether one trooper's kept facts stand: all the same. */
function trooperStands(before: KeptTrooper, now: KeptTrooper): boolean {
  return now.armour === before.armour && now.casualty === before.casualty && now.armourItem === before.armourItem;
}

/** Whether the list after a change keeps what the GM keeps of the list before it. */
function listStands(before: readonly StoredTrooper[], now: readonly StoredTrooper[]): boolean {
  return now.length === before.length && before.every((b, i) => trooperStands(b, now[i]!));
}

/**
 * The list an update would leave: v13 writes an array whole; an object of indices (a dotted write
 * of one trooper) is cast to an array of those entries alone, as ArrayField#_cast does. Undefined
 * where the update leaves the list alone.
 */
function troopersAfter(changed: Record<string, unknown>): StoredTrooper[] | undefined {
  const expanded: unknown = foundry.utils.expandObject(changed);
  const system = isRecord(expanded) && isRecord(expanded.system) ? expanded.system : {};
  if (!("troopers" in system)) return undefined;
  const given = system.troopers;
  if (Array.isArray(given)) return given.map(stored);
  const list: unknown[] = [];
  if (isRecord(given)) for (const [key, value] of Object.entries(given)) if (/^\d+$/.test(key)) list[Number(key)] = value;
  return Array.from(list, stored);
}

/**
 * The list written back: the owner's entries as they are now, with what the GM keeps of each as
 * before; a list of another length is the list before, whole (which entry became which is not known).
 */
function putBackList(now: readonly StoredTrooper[], before: readonly StoredTrooper[]): Record<string, unknown>[] {
  if (now.length !== before.length) return before.map((b) => ({ ...b }));
  return before.map((b, i) => {
    const n = now[i] ?? b;
    return { ...n, armour: b.armour, armourItem: b.armourItem, casualty: b.casualty };
  });
}

/** Registers the team's trooper count, casualties and armour as the GM's in a battle; during init. */
export function keepTeamTroopers(): void {
  keepActorField<StoredTrooper[] | undefined>({
    what: "a Striker team's troopers",
    read: troopersOf,
    stands: (actor, _changed, before) => {
      const now = troopersOf(actor);
      return !now || !before || !actorInAnyCombat(actor) || listStands(before, now);
    },
    putBack: (now, before) => (now && before ? { "system.troopers": putBackList(now, before) } : {}),
    keptNotice: "STARSKIRMISH.Turn.sheetKept",
    refusal: (actor, changed) => {
      const now = troopersOf(actor);
      const after = now && actorInAnyCombat(actor) ? troopersAfter(changed) : undefined;
      return now && after && !listStands(now, after) ? "STARSKIRMISH.Turn.sheetRefused" : null;
    },
  });
}
