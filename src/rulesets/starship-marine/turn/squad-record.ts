/**
 * A squad's ammunition record on its row in the tracker (Starship Marine 3.16, 3.18, SSM-21): kept
 * on the CombatantGroup, where only the GM writes. Everyone sees what the squad carries against what
 * its living men may carry and the pallets with it, and who moves them; the GM fills it, resupplies
 * the squad from its pallets (3.18), leaves the surplus on the table and counts by hand. On the GM's
 * client a door charge comes off it as the GM places it (actions/door-attack.ts), and a grenade as
 * its card is recorded (cards/grenade-spend.ts), never on a player's word.
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import { flagPath, flagUpdate, readFlag } from "../../../system/flags";
import { readMarkers } from "../../../system/markers/marker-store";
import type { GmRequestResult } from "../../../system/gm-request/gm-request";
import { warn } from "../../../system/notify";
import { groupIdOf } from "../../../system/combat/grouped-tracker";
import { combatantOf } from "../../../system/turn/combatant-of";
import { FigureData } from "../models/figure-model";
import { AMMO_KINDS, changedRecord, readSquadRecord, squadRecordView, squadStrength, squadTrucs, type AmmoKind, type RecordChange, type SquadRecord } from "../view/squad-record";
import { currentEnvironment } from "../actions/environment-setting";
import { oneAtATime } from "../../../system/one-at-a-time";

declare module "../../../system/flags" {
  interface CombatantGroupFlags {
    /** Starship Marine 3.16: the squad's ammunition record. */
    ssmSquad?: SquadRecord;
  }
}

function figuresOf(members: readonly Combatant.Implementation[]) {
  return members.flatMap((c) => {
    const actor = c.actor;
    return actor && actor.system instanceof FigureData ? [{ troopType: actor.system.troopType, markers: readMarkers(actor) }] : [];
  });
}

const strengthOf = (members: readonly Combatant.Implementation[]) => squadStrength(figuresOf(members));

/** Whether the GM keeps a record for the group (one is started by filling it). */
function recordOf(group: CombatantGroup.Implementation): SquadRecord | null {
  const stored: unknown = readFlag(group, "CombatantGroup", "ssmSquad");
  return stored === undefined ? null : readSquadRecord(stored);
}

/**
 * The changes this client makes to squad records, one at a time, each reading the record as the
 * one before it left it: a GM's click that writes the whole record while a spend is on its way to
 * the server would put the spent grenade back.
 */
const recordChanges = oneAtATime();

async function writeRecord(group: CombatantGroup.Implementation, record: SquadRecord): Promise<void> {
  await group.update(flagUpdate("CombatantGroup", { ssmSquad: { ...record, pallets: { ...record.pallets }, opened: { ...record.opened } } }));
}

function readChange(el: HTMLElement): RecordChange | null {
  const act = el.dataset.ssmSquadAct;
  if (act === "fill" || act === "dropSurplus") return { act };
  const kind = AMMO_KINDS.find((k) => k === el.dataset.kind);
  if (act === "resupply") return kind ? { act, kind } : null;
  if (act !== "adjust") return null;
  const delta = Number(el.dataset.delta);
  return el.dataset.field && (delta === 1 || delta === -1) ? { act, field: el.dataset.field, delta } : null;
}

/** RuleSet.decorateGroup: the record under the group's header. */
export async function decorateSquadRow(row: HTMLElement, group: CombatantGroup.Implementation, members: readonly Combatant.Implementation[]): Promise<void> {
  const gm = game.user?.isGM ?? false;
  const record = recordOf(group);
  const strength = strengthOf(members);
  // 3.18, 4.2, 4.8: who moves the pallets depends on the TRUCs with the squad and where the fight is
  const carriers = { environment: currentEnvironment(), trucs: squadTrucs(figuresOf(members)) };
  const context = { ...squadRecordView(record ?? readSquadRecord(undefined), strength, gm, carriers), kept: record !== null };
  const html = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/starship-marine/turn/squad-record.hbs`, context);
  const holder = document.createElement("template");
  holder.innerHTML = html.trim();
  const part = holder.content.firstElementChild;
  if (!(part instanceof HTMLElement)) return;
  row.querySelector(".ssk-group-header")?.after(part);
  if (!gm) return;
  part.querySelectorAll<HTMLElement>("[data-ssm-squad-act]").forEach((el) =>
    el.addEventListener("click", () => {
      const change = readChange(el);
      if (change) void recordChanges(() => writeRecord(group, changedRecord(recordOf(group) ?? readSquadRecord(undefined), strengthOf(members), change)));
    }),
  );
}

/** What came of taking one off a squad's record: taken, not counted (no record kept), or none left. */
export type SpendOutcome = "spent" | "uncounted" | "out";

/** The combatant's squad in its combat, with its record, when the GM keeps one. */
function trackedSquad(combatant: Combatant.Implementation | null): { group: CombatantGroup.Implementation; record: SquadRecord } | null {
  const groupId = combatant ? groupIdOf(combatant) : null;
  const group = groupId ? combatant?.parent?.groups.get(groupId) : undefined;
  const record = group ? recordOf(group) : null;
  return group && record ? { group, record } : null;
}

/**
 * The actor's combatant in the running combat, as a card names its actor: an unlinked token's
 * combatant has that token's own actor (v13 Combatant#actor), whose uuid the card keeps.
 */
export function combatantOfActor(actorUuid: string): Combatant.Implementation | null {
  if (!actorUuid) return null;
  return game.combat?.combatants.find((c) => c.actor?.uuid === actorUuid) ?? null;
}

/**
 * On the GM's client: takes one grenade or door charge off the record of the combatant's squad
 * (3.16). A squad without a record is not counted, and spends freely; an empty one refuses. It
 * waits its turn behind the other changes to squad records on this client, and writes only the
 * count spent.
 */
export function spendFromSquadOf(combatant: Combatant.Implementation | null, kind: AmmoKind): Promise<SpendOutcome> {
  return recordChanges(async () => {
    const squad = trackedSquad(combatant);
    if (!squad) return "uncounted";
    const { group, record } = squad;
    if (record[kind] <= 0) return "out";
    await group.update({ [flagPath("CombatantGroup", "ssmSquad", kind)]: record[kind] - 1 });
    return "spent";
  });
}

/** The reason, a language key, that a squad has none of `kind` left to spend. */
export const outOf = (kind: AmmoKind) => `STARSKIRMISH.StarshipMarine.Squad.out.${kind}`;

/** On the GM's client: a door charge placed by the figure's token (actions/door-attack.ts). */
export async function spendFromSquad(tokenId: string, kind: AmmoKind): Promise<GmRequestResult> {
  const outcome = await spendFromSquadOf(combatantOf(tokenId), kind);
  return outcome === "out" ? { ok: false, reason: outOf(kind) } : { ok: true };
}

/**
 * On the thrower's client, before anything is rolled: whether its squad has one left as the record
 * reads now, warning when it has none. Only a courtesy to an honest player: the GM's client spends
 * from the card itself (cards/grenade-spend.ts), whatever this said.
 */
export function squadHasLeft(tokenId: string, kind: AmmoKind): boolean {
  const squad = trackedSquad(combatantOf(tokenId));
  if (!squad || squad.record[kind] > 0) return true;
  warn(outOf(kind));
  return false;
}
