/**
 * Carrying out a demoralised ship's surrender, for the GM, once (Starship Marine 3.12): he ticks the
 * crew who are with the commanding officer or in the control room; they and every defending Marine
 * are marked Surrendered, the ship's robots Deactivated, and each other crewman rolls a real 1d6,
 * fighting on only on a 6. The combat records that it is done; a card tells the table.
 */
import { askForm } from "../../../system/form-dialog";
import { postCard } from "../../../system/cards/post-card";
import { rollFormula } from "../../../system/real-dice";
import { warn } from "../../../system/notify";
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { FigureData } from "../models/figure-model";
import { SSM_MARKER } from "../rules/markers";
import { sideOf } from "../view/side-state";
import { fightsOn, surrenderCardContext, surrenderFate } from "../view/surrender";
import { SSM_SURRENDER_CARD } from "../cards/side-morale";
import { changeSides, readSides } from "../turn/sides-record";

export async function carryOutSurrender(combat: Combat.Implementation | null | undefined): Promise<void> {
  if (!game.user?.isGM) return warn("STARSKIRMISH.StarshipMarine.Surrender.gmOnly");
  if (!combat) return;
  const state = readSides(combat);
  if (state.ship.morale !== "demoralised") return warn("STARSKIRMISH.StarshipMarine.Surrender.notDemoralised");
  if (state.shipSurrendered) return warn("STARSKIRMISH.StarshipMarine.Surrender.done");
  const defenders = [...combat.combatants].flatMap((c) => {
    const actor = c.actor;
    if (!actor || !(actor.system instanceof FigureData) || sideOf(state, c.token?.disposition ?? 0) !== "ship") return [];
    return [{ id: c.id ?? "", name: c.name || c.token?.name || actor.name || "", actor, troopType: actor.system.troopType }];
  });
  const crew = defenders.filter((d) => surrenderFate({ ...d, withCommand: false }) === "rolls");
  let withCommand = new Set<string>();
  if (crew.length > 0) {
    const raw = await askForm("starship-marine/dialogs/surrender.hbs", { crew: crew.map((c) => ({ id: c.id, name: c.name })) }, { title: "STARSKIRMISH.StarshipMarine.Surrender.title", ok: "STARSKIRMISH.StarshipMarine.Surrender.action" });
    if (!raw) return;
    const answers = raw;
    withCommand = new Set(crew.filter((c) => answers[`with-${c.id}`] === true || answers[`with-${c.id}`] === "on").map((c) => c.id));
  }
  const rollers = crew.filter((c) => !withCommand.has(c.id));
  const roll = rollers.length > 0 ? await rollFormula(`${rollers.length}d6`) : null;
  const rows: Parameters<typeof surrenderCardContext>[0][number][] = [];
  const surrendered = markerDefinition(SSM_MARKER.surrendered)!;
  const deactivated = markerDefinition(SSM_MARKER.deactivated)!;
  for (const d of defenders) {
    const fate = surrenderFate({ ...d, withCommand: withCommand.has(d.id) });
    if (fate === "switchedOff") {
      await setMarkerCount(d.actor, deactivated, 1);
      rows.push({ name: d.name, outcome: "switchedOff", die: null });
    } else if (fate === "surrenders") {
      await setMarkerCount(d.actor, surrendered, 1);
      rows.push({ name: d.name, outcome: "surrenders", die: null });
    } else {
      const die = roll?.faces[rollers.indexOf(d)] ?? 1;
      const fights = fightsOn(die);
      if (!fights) await setMarkerCount(d.actor, surrendered, 1);
      rows.push({ name: d.name, outcome: fights ? "fightsOn" : "surrenders", die });
    }
  }
  await changeSides(combat, (now) => ({ ...now, shipSurrendered: true }));
  await postCard(SSM_SURRENDER_CARD, {
    rolls: roll ? [roll.roll] : [],
    context: surrenderCardContext(rows),
  });
}
