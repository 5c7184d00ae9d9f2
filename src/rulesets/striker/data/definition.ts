/**
 * Striker II as the system sees it without Foundry: fire-team tokens on a 50 m grid (Striker 1),
 * and the turn of Striker 3: a command phase, then each player's movement and fire phases.
 */
import type { RuleSetDefinition } from "../../../core/ruleset-definition";
import { STRIKER_MARKERS } from "../rules/markers";
import { STRIKER_TURN } from "../rules/sequence";
import { TEAM_SCHEMA } from "./team-schema";
import { WEAPON_SCHEMA } from "./weapon-schema";
import { ARMOUR_SCHEMA } from "./armour-schema";
import { STRIKER_MIGRATIONS } from "./migrations";
import { STR_TERRAIN_REGION } from "./terrain-region";

export const STRIKER_TYPES = { team: "strTeam", weapon: "strWeapon", armour: "strArmour" } as const;

export const STRIKER: RuleSetDefinition = {
  id: "striker",
  label: "STARSKIRMISH.RuleSet.striker",
  documentTypes: [
    // Striker 8.C.2.d: the team's current morale number, which falls with casualties and routs
    {
      documentName: "Actor",
      type: STRIKER_TYPES.team,
      schema: TEAM_SCHEMA,
      tokenBar: { attribute: "morale.value", kind: "value" },
      // The GM's in a battle (system/turn/kept-sheet.ts), each read by a check at Apply and only the
      // GM's Apply writes it in play: the morale value a check is rolled against (8.C.1,
      // cards/morale-confirm.ts; lowered by a rout, 8.C.2.d), the initiative a fire claims (8.A.1.b.2.a.i,
      // cards/fire-firers-confirm.ts; lowered by a leader's fall, 8.B.6), the leader standing a rally
      // needs (8.B.6, 8.C.5, cards/rally-confirm.ts) and whether the team is a counter, which acts in
      // nothing and is caught in no burst (3.A.1, cards/counter-card.ts). The troopers' armour and
      // casualties are kept apart (turn/troopers-guard.ts): fire rewrites the array as it spends
      // grenades. The end of suppression has its own guard (turn/marker-ends-guard.ts).
      keptInBattle: ["morale.value", "initiative", "leader", "counter"],
    },
    {
      documentName: "Item",
      type: STRIKER_TYPES.weapon,
      schema: WEAPON_SCHEMA,
      // Every column the fire card keeps and the GM holds to the firer's sheet at Apply (Striker 8.A,
      // WEAPONS; cards/fire-confirm.ts, view/fire-record.ts): the ammunition rows with their range,
      // penetration, autofire, damage, burst and targets; the table, which makes an attack slug or
      // energy (ruling STR-5) and crew-served; the row it came from, which makes a rifle grenade
      // launcher (view/fireable.ts); high recoil, which bars fire after a move (WEAPONS note 5), and
      // gyro (note 3, 8.A.1.b.1.b); the crew and single
      // use by which the GM counts the troopers firing it (4.A, grenade notes; view/firer-claims.ts);
      // and its SET UP, which decides whether it fires packed and holds its team in place (6.D.1):
      // written down to 0 it would fire, and its team move, without the phases spent.
      // Rifle grenade rounds are spent: the firer's own client counts them down as they are fired
      // (view/used-up.ts roundsSpent), and nothing in a battle gives them back.
      keptInBattle: ["table", "tableId", "recoil", "gyrostabilised", "crew", "singleUse", "setUp", "ammo"],
      spentInBattle: ["rounds"],
    },
    {
      documentName: "Item",
      type: STRIKER_TYPES.armour,
      schema: ARMOUR_SCHEMA,
      // The armour a fire card records for each trooper, held to the target's sheet at Apply (Striker
      // 8.B, ruling STR-5; cards/fire-confirm.ts), and the row that makes it battle dress, by which a
      // team runs (6.A.1, view/team-mover.ts), as the GM's rout move reads it (8.C.4.b, actions/rout-move.ts).
      keptInBattle: ["form", "value", "energy", "tableId"],
      // the Apply refuses a card whose target's armour changed since the roll (cards/fire-confirm.ts):
      // taking it off mid-battle would escape every card rolled against it
      staysInBattle: true,
    },
  ],
  regionBehaviors: [STR_TERRAIN_REGION],
  markers: STRIKER_MARKERS,
  // Striker 3.B: a fixed sequence; the scenario names the first player, nobody rolls for it.
  turn: { initiative: "sequence", ...STRIKER_TURN },
  grid: { type: "square", size: 100, distance: 50, units: "m", measureIn: "units" },
  packs: [
    { name: "str-teams", type: "Actor", label: "Striker II Fire Teams" },
    { name: "str-weapons", type: "Item", label: "Striker II Weapons" },
    { name: "str-armour", type: "Item", label: "Striker II Personal Armour" },
    { name: "str-organisations", type: "Actor", label: "Striker II Organisations" },
    { name: "str-rules", type: "JournalEntry", label: "Striker II Rules Reference" },
  ],
  packFolder: { name: "Striker II", color: "#4a4a2a" },
  migrations: STRIKER_MIGRATIONS,
};
