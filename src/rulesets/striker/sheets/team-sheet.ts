/**
 * The Striker fire team sheet, laid out like the rules' unit card: troopers with their weapons,
 * ammunition, armour and casualty boxes; morale, initiative, leader, TL and ID; whether the team
 * is led, and who it is in communication with (Striker 5.B); its crew-served weapons that set up,
 * with Set up and Pack up (6.D.1); the team's markers. Weapon and armour items dropped on a trooper row go to that trooper.
 * A team that routed off the battlefield is out of play (Striker 8.C.4.b): its sheet offers no Fire,
 * Morale check, Rally, Rally teams nor Command check, shows no leader nor link of communication
 * (5.A, 5.B: it has none on the board), and says why. Nor does a counter's (Striker 3.A.1): it is no
 * team, with no troopers to fire, no morale and no initiative to be led; its hint line says so.
 */
import { BaseActorSheet } from "../../../system/sheets/base-actor-sheet";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { TeamData } from "../models/team-model";
import type { FormList } from "../../../system/sheets/form-lists";
import type { DropRefusal } from "../view/team-drop";
import type { CommandTeam } from "../rules/command";
import { actingToken } from "../../../system/board";
import { StrikerWeaponData } from "../models/weapon-model";
import { StrikerArmourData } from "../models/armour-model";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { STR_MARKER } from "../rules/markers";
import { STRIKER_TABLE, type StrikerTable } from "../load-table";
import { primaryTabs } from "../../../system/sheets/sheet-tabs";
import { STRIKER_TEAM_TABS } from "../view/team-tabs";
import { alreadyOffBoard } from "../turn/routed-off";
import { isCounter } from "../models/team-not-counter";
import { documentLine } from "../../../system/one-at-a-time";

/** Whether the token's team is a leader that may lead `team` (Striker 5.A.2). */
function leaderOf(t: StrikerTable, token: TokenDocument.Implementation, team: CommandTeam): boolean {
  const actor = token.actor;
  return actor?.system instanceof TeamData && t.mayLead(t.commandTeamOf(token.id ?? "", actor.system, t.leaderLost(actor)), team);
}


export class StrikerTeamSheet extends BaseActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["striker", "str-team-sheet"],
    position: { width: 760, height: 720 },
    actions: {
      fire: StrikerTeamSheet.#onFire,
      morale: StrikerTeamSheet.#onMorale,
      rally: StrikerTeamSheet.#onRally,
      rallyTeams: StrikerTeamSheet.#onRallyTeams,
      command: StrikerTeamSheet.#onCommand,
      hideTeam: StrikerTeamSheet.#onHideTeam,
      showTeam: StrikerTeamSheet.#onShowTeam,
      revealCounter: StrikerTeamSheet.#onRevealCounter,
      setUpWeapon: StrikerTeamSheet.#onSetUpWeapon,
      packUpWeapon: StrikerTeamSheet.#onPackUpWeapon,
      editItem: StrikerTeamSheet.#onEditItem,
      deleteItem: StrikerTeamSheet.#onDeleteItem,
    },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/striker/sheets/team.hbs`, scrollable: [".str-team-body"] },
  };

  /** A long sheet in four tabs; the labels are STARSKIRMISH.Striker.Tab.<id>. */
  static override TABS = primaryTabs(STRIKER_TEAM_TABS, "STARSKIRMISH.Striker.Tab");

  override async _prepareContext(options: Parameters<BaseActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const system = actor.system;
    if (!(system instanceof TeamData)) return context;
    const t = await STRIKER_TABLE.load();
    const token = actingToken(actor);
    // Striker 8.C.4.b: routed off the battlefield, by the record the rally actions refuse it by
    // (turn/routed-off.ts): the sheet hides Fire, Morale check, Rally, Rally teams and Command check
    // and says why; out of play, the team is led by no one and talks to no one (5.A, 5.B)
    const routedOff = token ? alreadyOffBoard(token.document) : false;
    // Striker 3.A.1: a counter is no team: the template hides the same buttons and the led line by
    // its `counter` field, and it is led by and talks to no one
    const self = token && !routedOff && !isCounter(actor) ? t.commandTeamOf(token.id, system, t.leaderLost(actor)) : null;
    const led = token && self ? t.ledView(self, t.leadersNear(token)) : null;
    // Striker 5.B: who the team is in touch with, and how
    const links = token && self ? t.teamLinks(token, (o) => leaderOf(t, o, self)).map((l) => ({ ...l, mayLead: leaderOf(t, l.token, self) })) : [];
    const comms = t.commsView(t.teamRadioRangeM(system), links);
    // Striker 8.C.4.a: the recorded end shows while the team carries its Suppressed marker.
    const suppressed = markerCount(readMarkers(actor), STR_MARKER.suppressed) > 0;
    const suppression = suppressed ? t.suppressionView(system.suppressedUntil) : null;
    // single-use weapons used up, kept for their cards' Apply (actions/spent-weapons.ts): shown, so the GM sees them
    const spent = t.spentWeapons(actor).map((w) => w.name).join(", ");
    // Striker 6.D.1: its weapons that must set up, where each stands, and whether Set up or Pack up
    // may be pressed now (judged from its one token's side and the tracked turn; none without one)
    const inPlay = token && !routedOff && !isCounter(actor);
    const moment = inPlay ? t.setUpMomentOf(actor, token.document.disposition, t.trackedStrikerPosition()) : null;
    const setUp = t.setUpRows(t.teamItems(actor), t.teamSetUpOf(actor), moment);
    return Object.assign(context, t.teamContext(system, t.teamItems(actor), led), { intel: t.teamIntelView(actor), suppression, comms, spent, routedOff, setUp });
  }

  /** Trooper rows are edited by place: a team's troopers are not added or removed in play (form-lists.ts). */
  protected override formLists(): readonly FormList<TeamData["troopers"][number]>[] {
    return [{ path: "troopers", rows: (system) => (system instanceof TeamData ? system.troopers : null) }];
  }

  protected override async _onRender(context: Parameters<BaseActorSheet["_onRender"]>[0], options: Parameters<BaseActorSheet["_onRender"]>[1]): Promise<void> {
    await super._onRender(context, options);
    if (!this.isEditable) return;
    for (const row of this.element.querySelectorAll<HTMLElement>("[data-trooper-index]")) {
      row.addEventListener("dragover", (event) => event.preventDefault());
      row.addEventListener("drop", (event) => {
        // The row takes the drop, so the sheet does not also add the item unassigned.
        event.preventDefault();
        event.stopPropagation();
        void this.dropOnTrooper(event, Number(row.dataset.trooperIndex));
      });
    }
  }

  private refuse(t: StrikerTable, reason: DropRefusal): void {
    ui.notifications?.warn(t.dropRefusalLabel(reason), { localize: true });
  }

  /**
   * Gives the dropped weapon or armour to one trooper, embedding it first if it came from elsewhere.
   * The drag data is read while the drop is dispatched; the troopers in the team's line, so two
   * drops in flight both land.
   */
  private async dropOnTrooper(event: DragEvent, index: number): Promise<void> {
    if (!(this.actor.system instanceof TeamData)) return;
    const dragged: unknown = foundry.applications.ux.TextEditor.implementation.getDragEventData(event);
    const t = await STRIKER_TABLE.load();
    const drop = t.parseItemDrop(dragged);
    if (typeof drop === "string") return this.refuse(t, drop);
    const dropped = await fromUuid<Item.Implementation>(drop.uuid);
    if (!(dropped instanceof Item)) return this.refuse(t, "notAnItem");
    const isWeapon = dropped.system instanceof StrikerWeaponData;
    if (!isWeapon && !(dropped.system instanceof StrikerArmourData)) return this.refuse(t, "notStrikerGear");
    const actor = this.actor;
    await documentLine(actor)(async () => {
      if (!(actor.system instanceof TeamData) || !actor.system.troopers[index]) return this.refuse(t, "noTrooper");
      let item: Item.Implementation | undefined = dropped.parent === actor ? dropped : undefined;
      if (!item) {
        const created = await actor.createEmbeddedDocuments("Item", [dropped.toObject()]);
        item = created?.[0];
      }
      if (!item || !(actor.system instanceof TeamData)) return;
      const s = item.system;
      const next = t.assignGear(foundry.utils.deepClone(actor.system.troopers), index, {
        id: item.id ?? "",
        name: item.name ?? "",
        type: item.type,
        ...(s instanceof StrikerArmourData ? { armourValue: s.value } : {}),
        ...(s instanceof StrikerWeaponData && s.ammo[0] ? { firstAmmo: s.ammo[0].type } : {}),
        ...(s instanceof StrikerWeaponData ? { table: s.table } : {}),
      });
      if (typeof next === "string") return this.refuse(t, next);
      await actor.update({ system: { troopers: next } });
    });
  }

  /** The user's controlled teams (or this one) fire at the targeted team. */
  static async #onFire(this: StrikerTeamSheet): Promise<void> {
    await (await STRIKER_TABLE.load()).rollStrikerFire(this.actor);
  }

  static async #onMorale(this: StrikerTeamSheet): Promise<void> {
    await (await STRIKER_TABLE.load()).rollStrikerMorale(this.actor, "check");
  }

  /** Striker 8.C.5: a routed leader team tries to rally itself in the command phase. */
  static async #onRally(this: StrikerTeamSheet): Promise<void> {
    await (await STRIKER_TABLE.load()).rollStrikerMorale(this.actor, "rally");
  }

  /** Striker 8.C.5: this leader team rallies routed friendly teams near it, without a roll. */
  static async #onRallyTeams(this: StrikerTeamSheet): Promise<void> {
    await (await STRIKER_TABLE.load()).rallyByLeaderCard(this.actor);
  }

  /** Striker 5.A: whether the team is led, and what it may and must do if not (none once routed off, 8.C.4.b). */
  static async #onCommand(this: StrikerTeamSheet): Promise<void> {
    await (await STRIKER_TABLE.load()).postCommandCheck(this.actor);
  }

  /** Striker 3.A.1: an unspotted team is held off the table: its tokens are hidden from players. */
  static async #onHideTeam(this: StrikerTeamSheet): Promise<void> {
    await (await STRIKER_TABLE.load()).setTeamHidden(this.actor, true);
    await this.render();
  }

  static async #onShowTeam(this: StrikerTeamSheet): Promise<void> {
    await (await STRIKER_TABLE.load()).setTeamHidden(this.actor, false);
    await this.render();
  }

  static async #onRevealCounter(this: StrikerTeamSheet): Promise<void> {
    await (await STRIKER_TABLE.load()).revealCounter(this.actor);
  }

  /** Striker 6.D.1: the weapon of the row starts setting up (actions/weapon-set-up.ts). */
  static async #onSetUpWeapon(this: StrikerTeamSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await (await STRIKER_TABLE.load()).changeWeaponSetUp(this.actor, target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "", "setUp");
    await this.render();
  }

  /** Striker 6.D.1: the set-up weapon of the row starts packing up for movement. */
  static async #onPackUpWeapon(this: StrikerTeamSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await (await STRIKER_TABLE.load()).changeWeaponSetUp(this.actor, target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "", "packUp");
    await this.render();
  }

  private itemOf(target: HTMLElement): Item.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "";
    return this.actor.items.get(id);
  }

  static async #onEditItem(this: StrikerTeamSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.itemOf(target)?.sheet?.render(true);
  }

  /** Deleting an item also takes it from the trooper who carried it. */
  static async #onDeleteItem(this: StrikerTeamSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemOf(target);
    if (!item || !this.isEditable) return;
    const t = await STRIKER_TABLE.load();
    const actor = this.actor;
    await documentLine(actor)(async () => {
      if (!(actor.system instanceof TeamData)) return;
      await actor.update({ system: { troopers: t.releaseGear(foundry.utils.deepClone(actor.system.troopers), item.id ?? "") } });
      await item.delete();
    });
  }
}
