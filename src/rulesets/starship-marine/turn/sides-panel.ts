/**
 * The side panel and the order of fire in the tracker's turn banner (Starship Marine 3.4,
 * 3.11-3.13). Every client sees both sides worked out from the board; the GM also sets which side
 * defends, who holds each control room and where the attackers came in, counts the start strength,
 * and rolls a morale test at its step when one is due.
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import { controlledTokens } from "../../../system/board";
import { readMarkers } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { FigureData } from "../models/figure-model";
import { sidesPanel, sidesPanelContext } from "../view/sides-panel";
import { CONTROL_ROOMS, SIDES, type ControlRoom, type SideState } from "../view/side-state";
import { orderOfFireView } from "../view/order-of-fire";
import { testSideMorale } from "../actions/side-morale";
import { switchShipRobots } from "../actions/robot-switch";
import { heldByLabel } from "../view/power";
import { switchPower } from "../actions/power-switch";
import { POWER_SYSTEMS } from "../rules/objectives";
import { powerView } from "../view/power";
import { combatScene, doorsToRoll, rollForDoors } from "../actions/door-rolls";
import { wallPoint } from "../../../system/board-walls";
import { showOnBoard } from "../../../system/cards/show-on-board";
import { doorStepList } from "../view/door-card";
import { appendMoraleStep } from "./morale-step";
import { changeSides, readSides, roomsFromBoard, sideFigures, strengthsNow } from "./sides-record";

/** 3.4: the steps at which the tracker lists the order of fire. */
const FIRE_STEPS = new Set(["e", "f"]);

async function fragment(template: string, context: object): Promise<HTMLElement | null> {
  const html = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/starship-marine/turn/${template}`, { ...context });
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const part = holder.firstElementChild;
  return part instanceof HTMLElement ? part : null;
}

/** The figures in the combat as the order of fire reads them. */
function firers(combat: Combat.Implementation) {
  return [...combat.combatants].flatMap((c) => {
    const actor = c.actor;
    if (!actor || !(actor.system instanceof FigureData)) return [];
    const s = actor.system;
    return [{ name: c.name || c.token?.name || actor.name || "", troopType: s.troopType, experience: s.experience, wounded: s.wounded, markers: readMarkers(actor) }];
  });
}

/**
 * The GM's client keeps what the board shows: SSM-31's "got further than 40 cm", latched as soon as
 * it happens; who holds each control room the scene outlines (3.11); and SSM-30's last tested
 * factors, cleared when none is in force so that a factor applying again is a first application.
 */
async function keepRecord(combat: Combat.Implementation, board: { beyondEntry: boolean; rooms: SideState["rooms"] }, shipNone: boolean, attackersNone: boolean): Promise<void> {
  await changeSides(combat, (state) => {
    const next: SideState = {
      ...state,
      ...board,
      ship: shipNone && state.ship.morale !== "demoralised" ? { ...state.ship, tested: "" } : state.ship,
      attackers: attackersNone && state.attackers.morale !== "withdraw" ? { ...state.attackers, tested: "" } : state.attackers,
    };
    const roomsMoved = CONTROL_ROOMS.some((r) => next.rooms[r] !== state.rooms[r]);
    return roomsMoved || next.beyondEntry !== state.beyondEntry || next.ship.tested !== state.ship.tested || next.attackers.tested !== state.attackers.tested ? next : null;
  });
}

async function onControl(combat: Combat.Implementation, target: HTMLElement): Promise<void> {
  if (!game.user?.isGM) return;
  const action = target.dataset.ssmSideAction;
  if (action === "test") {
    const side = SIDES.find((s) => s === target.dataset.side);
    if (side) await testSideMorale(combat, side);
  } else if (action === "countStart") {
    // 3.12, 3.13: the morale value at the start of the game
    await changeSides(combat, (state) => ({ ...state, start: strengthsNow(combat, state) }));
  } else if (action === "markEntry") {
    const picked = controlledTokens().map((t) => ({ x: t.center.x, y: t.center.y }));
    if (picked.length === 0) return warn("STARSKIRMISH.StarshipMarine.Sides.selectEntry");
    await changeSides(combat, (state) => ({ ...state, entries: [...state.entries, ...picked].slice(0, 12) }));
  } else if (action === "robotsOff" || action === "robotsOn") {
    await switchShipRobots(combat, action === "robotsOff");
  } else if (action === "powerOff" || action === "powerOn") {
    const system = POWER_SYSTEMS.find((s) => s === target.dataset.system);
    if (system) await switchPower(combat, system, action === "powerOff");
  } else if (action === "clearEntries") {
    await changeSides(combat, (state) => ({ ...state, entries: [], beyondEntry: false }));
  }
}

async function onField(combat: Combat.Implementation, select: HTMLSelectElement): Promise<void> {
  if (!game.user?.isGM) return;
  if (select.dataset.ssmSideField === "shipDisposition") {
    await changeSides(combat, (state) => ({ ...state, shipDisposition: select.value === "1" ? 1 : -1 }));
  } else if (select.dataset.ssmSideField === "room") {
    const room = CONTROL_ROOMS.find((r) => r === select.dataset.room) as ControlRoom | undefined;
    const holder = SIDES.find((s) => s === select.value);
    if (room && holder) await changeSides(combat, (state) => ({ ...state, rooms: { ...state.rooms, [room]: holder } }));
  }
}

/** 3.8: at step h, the doors fired at this move and, for the GM, the roll for them. */
async function appendDoorStep(banner: HTMLElement, combat: Combat.Implementation, move: number, gm: boolean): Promise<void> {
  const scene = combatScene(combat);
  // numbered as the roll card will number them, each with the kit's Show: walls have no names
  const doors = scene ? doorStepList(doorsToRoll(scene, move).map((d) => ({ at: wallPoint(scene, d.wall), by: d.by, points: d.points }))) : [];
  const part = await fragment("doors.hbs", { doors, gm });
  if (!part) return;
  banner.append(part);
  for (const show of part.querySelectorAll<HTMLElement>("[data-card-action='showOnBoard']")) show.addEventListener("click", () => void showOnBoard(show));
  if (gm) part.querySelector<HTMLElement>("[data-ssm-door-action='roll']")?.addEventListener("click", () => void rollForDoors(combat));
}

/** TurnBinding.decorateBanner: the order of fire at steps e and f, the doors at step h, who tests morale at step k, then the side panel. */
export async function decorateSsmBanner(banner: HTMLElement, combat: Combat.Implementation, position: { turn: number; phase: string }): Promise<void> {
  if (FIRE_STEPS.has(position.phase)) {
    const order = await fragment("order-of-fire.hbs", { slots: orderOfFireView(firers(combat)) });
    if (order) banner.append(order);
  }
  const gm = game.user?.isGM ?? false;
  if (position.phase === "h") await appendDoorStep(banner, combat, position.turn, gm);
  if (position.phase === "k") await appendMoraleStep(banner, combat);
  const recorded = readSides(combat);
  // 3.11: control rooms outlined on the scene follow the board
  const board = roomsFromBoard(combat, recorded);
  const state: SideState = { ...recorded, rooms: board.rooms };
  const panel = sidesPanel(state, sideFigures(combat, state));
  // 3.7, 3.11: at step a, whoever holds Main Control may switch the ship's robots off or on
  const robotSwitch = gm && position.phase === "a" ? { holderLabel: heldByLabel(state.rooms.main) } : null;
  // 3.11: at step a, whoever holds Power Control may switch the ship's systems off or on
  const powerSwitch = gm && position.phase === "a" ? { holderLabel: heldByLabel(state.rooms.power) } : null;
  const context = { ...sidesPanelContext(panel, state, { gm, step: position.phase }), roomsFromBoard: board.fromBoard.length > 0, robotSwitch, powerSwitch, power: powerView(state.powerOff) };
  const part = await fragment("sides.hbs", context);
  if (!part) return;
  banner.append(part);
  if (!gm) return;
  part.querySelectorAll<HTMLElement>("[data-ssm-side-action]").forEach((el) => el.addEventListener("click", () => void onControl(combat, el)));
  part.querySelectorAll<HTMLSelectElement>("select[data-ssm-side-field]").forEach((el) => el.addEventListener("change", () => void onField(combat, el)));
  await keepRecord(combat, { beyondEntry: panel.attackers.beyondEntry, rooms: board.rooms }, panel.ship.factors.length === 0, panel.attackers.factors.length === 0);
}
