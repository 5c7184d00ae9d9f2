/**
 * A squad's ammunition record on its row in the tracker (Starship Marine 3.16, 3.18, SSM-21): kept
 * on the CombatantGroup, where only the GM writes. Everyone sees what the squad carries against what
 * its living men may carry and the pallets with it, and who moves them; the GM fills it, resupplies
 * the squad from its pallets (3.18), leaves the surplus on the table and counts by hand. Grenades thrown and door charges placed come off it on the GM's client.
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import { flagUpdate, readFlag } from "../../../system/flags";
import { readMarkers } from "../../../system/markers/marker-store";
import { askGm, defineGmRequest, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { groupIdOf } from "../../../system/combat/grouped-tracker";
import { combatantOf } from "../../../system/turn/combatant-of";
import { FigureData } from "../models/figure-model";
import { AMMO_KINDS, changedRecord, readSquadRecord, squadRecordView, squadStrength, squadTrucs, type AmmoKind, type RecordChange, type SquadRecord } from "../view/squad-record";
import { currentEnvironment } from "../actions/environment-setting";

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
      if (change) void writeRecord(group, changedRecord(recordOf(group) ?? readSquadRecord(undefined), strengthOf(members), change));
    }),
  );
}

export interface SpendRequest {
  readonly tokenId: string;
  readonly kind: AmmoKind;
}

/**
 * On the GM's client: takes one grenade or door charge off the record of the figure's squad in the
 * active combat. A squad without a record is not counted, and spends freely; an empty one refuses.
 */
/** The figure's squad in the active combat, with its record, when the GM keeps one. */
function trackedSquad(tokenId: string): { group: CombatantGroup.Implementation; record: SquadRecord } | null {
  const combat = game.combat;
  const combatant = combatantOf(tokenId, combat);
  const groupId = combatant ? groupIdOf(combatant) : null;
  const group = groupId ? combat?.groups.get(groupId) : undefined;
  const record = group ? recordOf(group) : null;
  return group && record ? { group, record } : null;
}

export async function spendFromSquad(tokenId: string, kind: AmmoKind): Promise<GmRequestResult> {
  const squad = trackedSquad(tokenId);
  if (!squad) return { ok: true };
  const { group, record } = squad;
  if (record[kind] <= 0) return { ok: false, reason: `STARSKIRMISH.StarshipMarine.Squad.out.${kind}` };
  await writeRecord(group, { ...record, [kind]: record[kind] - 1 });
  return { ok: true };
}

export const SPEND_REQUEST = defineGmRequest<SpendRequest>({
  name: "ssmSpendAmmo",
  read(data) {
    if (typeof data !== "object" || data === null) return null;
    const d = data as Record<string, unknown>;
    const kind = AMMO_KINDS.find((k) => k === d.kind);
    return typeof d.tokenId === "string" && d.tokenId !== "" && kind ? { tokenId: d.tokenId, kind } : null;
  },
  async run(req, requester) {
    // only the owner of the figure that throws may spend from its squad
    const actor = combatantOf(req.tokenId)?.actor;
    if (actor && !actor.testUserPermission(requester, "OWNER")) return { ok: false, reason: "STARSKIRMISH.StarshipMarine.Door.notYours" };
    return spendFromSquad(req.tokenId, req.kind);
  },
});

/** Asks the GM to take one off the figure's squad record; warns and resolves false when it is empty. */
export async function spendAmmo(tokenId: string, kind: AmmoKind): Promise<boolean> {
  // a squad without a record is not counted: nothing to ask
  return trackedSquad(tokenId) === null || askGm(SPEND_REQUEST, { tokenId, kind });
}
