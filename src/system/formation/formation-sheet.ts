/**
 * The formation sheet: members with count and role, dropped actors or folders added, members
 * on the current scene with their state, and buttons to select, add to combat and recall them.
 */
import type { DeepPartial } from "fvtt-types/utils";
import { BaseActorSheet } from "../sheets/base-actor-sheet";
import { TEMPLATE_ROOT } from "../constants";
import { FormationData } from "./formation-model";
import { formationContext } from "./formation-context";
import { addMembers, applyMemberEdits, removeMember, type MemberAddition } from "../../core/formation-members";
/** The formation's tokens on the board and in combat, loaded the first time the sheet needs them. */
const tokensOnBoard = () => import("./formation-tokens");
import { readMarkers } from "../markers/marker-store";
import { activeRuleSet } from "../registry";
import { SYSTEM_ID } from "../constants";
import { informCounted, warn } from "../notify";
import { documentLine } from "../one-at-a-time";
import type { FormList } from "../sheets/form-lists";


export class FormationSheet extends BaseActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["formation"],
    position: { width: 560, height: 600 },
    actions: {
      memberRemove: FormationSheet.#onRemove,
      memberOpen: FormationSheet.#onOpen,
      formationSelect: FormationSheet.#onSelect,
      formationCombat: FormationSheet.#onCombat,
      formationUncombat: FormationSheet.#onUncombat,
      formationRecall: FormationSheet.#onRecall,
    },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/shared/formation-sheet.hbs`, scrollable: [".ssk-members"] },
  };

  /** Per member, its tokens on this scene and their markers in short. */
  async #sceneState(): Promise<Map<number, { count: number; state: string }>> {
    const { formationTokens } = await tokensOnBoard();
    const out = new Map<number, { count: number; state: string }>();
    const markers = activeRuleSet().definition.markers;
    for (const token of formationTokens(this.actor.uuid)) {
      const index = Number(token.getFlag(SYSTEM_ID, "member"));
      const entry = out.get(index) ?? { count: 0, state: "" };
      entry.count++;
      const counts = token.actor ? readMarkers(token.actor) : {};
      const parts = Object.entries(counts).map(([id, n]) => {
        const label = game.i18n!.localize(markers.find((m) => m.id === id)?.label ?? id);
        return n > 1 ? `${label} ×${n}` : label;
      });
      const extra = token.actor ? activeRuleSet().unitState?.(token.actor) : null;
      if (extra) parts.unshift(extra);
      if (parts.length) entry.state = [entry.state, ...parts].filter(Boolean).join(", ");
      out.set(index, entry);
    }
    return out;
  }

  override async _prepareContext(options: Parameters<BaseActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    if (!(this.actor.system instanceof FormationData)) return context;
    return Object.assign(context, formationContext(this.actor.system, { byMember: await this.#sceneState() }));
  }

  /** Quantities and roles are edited by row; a member is found again by its UUID (form-lists.ts). */
  protected override formLists(): readonly FormList<FormationData["members"][number]>[] {
    return [{ path: "members", rows: (system) => (system instanceof FormationData ? system.members : null), keyOf: (m) => m.uuid, apply: applyMemberEdits }];
  }

  /**
   * The window's frame outlives every render (only its parts are replaced), so listeners on it
   * are added once: added on each render they would pile up, and one drop would add its actors
   * once per render since the sheet opened.
   */
  protected override async _onFirstRender(context: DeepPartial<BaseActorSheet.RenderContext>, options: DeepPartial<BaseActorSheet.RenderOptions>): Promise<void> {
    await super._onFirstRender(context, options);
    this.element.addEventListener("dragover", (e) => e.preventDefault());
    this.element.addEventListener("drop", (e) => void this.#onDropMembers(e));
  }

  /**
   * Actors (one each) or a folder of actors dropped on the sheet become members. The drop's data
   * is read while the event is dispatched; the members are read in the formation's line, so a
   * second drop in flight adds to the first one's list instead of writing over it.
   */
  async #onDropMembers(event: DragEvent): Promise<void> {
    event.preventDefault();
    if (!this.isEditable || !(this.actor.system instanceof FormationData)) return;
    const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event) as { type?: string; uuid?: string };
    const additions = await droppedActors(data);
    if (additions.length === 0) {
      ui.notifications?.warn("STARSKIRMISH.Formation.dropActors", { localize: true });
      return;
    }
    const actor = this.actor;
    await documentLine(actor)(async () => {
      if (!(actor.system instanceof FormationData)) return;
      const { members, refused } = addMembers(actor.system.members, additions, actor.uuid);
      if (refused.length) warn("STARSKIRMISH.Formation.notItself", { names: refused.join(", ") });
      await actor.update({ system: { members } });
    });
  }

  #index(target: HTMLElement): number {
    return Number(target.closest<HTMLElement>("[data-member-index]")?.dataset.memberIndex ?? -1);
  }

  /** Removes the member the row showed, found by UUID in the current list: rows shift as others go. */
  static async #onRemove(this: FormationSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable || !(this.actor.system instanceof FormationData)) return;
    const uuid = this.actor.system.members[this.#index(target)]?.uuid;
    if (!uuid) return;
    const actor = this.actor;
    await documentLine(actor)(async () => {
      if (!(actor.system instanceof FormationData)) return;
      const index = actor.system.members.findIndex((m) => m.uuid === uuid);
      if (index >= 0) await actor.update({ system: { members: removeMember(actor.system.members, index) } });
    });
  }

  static async #onOpen(this: FormationSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    if (!(this.actor.system instanceof FormationData)) return;
    const member = this.actor.system.members[this.#index(target)];
    const doc = member ? await fromUuid<Actor.Implementation>(member.uuid) : null;
    await doc?.sheet?.render(true);
  }

  static async #onSelect(this: FormationSheet): Promise<void> {
    (await tokensOnBoard()).selectFormation(this.actor.uuid);
  }

  static async #onCombat(this: FormationSheet): Promise<void> {
    if (!game.user?.isGM) return;
    const added = await (await tokensOnBoard()).addFormationToCombat(this.actor.uuid, this.actor.name ?? "");
    informCounted("STARSKIRMISH.Formation.addedToCombat", added);
  }

  static async #onUncombat(this: FormationSheet): Promise<void> {
    if (!game.user?.isGM) return;
    const removed = await (await tokensOnBoard()).removeFormationFromCombat(this.actor.uuid);
    informCounted("STARSKIRMISH.Formation.removedFromCombat", removed);
  }

  static async #onRecall(this: FormationSheet): Promise<void> {
    if (!game.user?.isGM) return;
    const removed = await (await tokensOnBoard()).recallFormation(this.actor.uuid);
    informCounted("STARSKIRMISH.Formation.recalled", removed);
  }
}

/** The actors a drop names: one actor, or every actor in a dropped folder. */
async function droppedActors(data: { type?: string; uuid?: string }): Promise<MemberAddition[]> {
  if (!data.uuid) return [];
  if (data.type === "Actor") {
    const actor = await fromUuid<Actor.Implementation>(data.uuid);
    return actor ? [{ uuid: actor.uuid, name: actor.name ?? "" }] : [];
  }
  if (data.type !== "Folder") return [];
  const folder = await fromUuid<Folder.Implementation>(data.uuid);
  return (folder?.contents ?? []).filter((doc) => doc instanceof Actor).map((doc) => ({ uuid: doc.uuid, name: doc.name ?? "" }));
}
