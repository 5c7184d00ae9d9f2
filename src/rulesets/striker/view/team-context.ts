/**
 * What the team sheet shows, like the rules' unit card (Striker 4.A): each trooper with role,
 * weapon, ammunition, armour and casualty box; morale, initiative, leader, TL and ID; whether
 * the team is led. Computed from data alone so Foundry and the gallery render the same.
 */
import { INITIATIVE_LEVELS, LEADER_LEVELS, TROOPER_ROLES, type TeamSystem } from "../data/team-schema";
import { TEAM_ROLES } from "../rules/forces";
import { trooperArmourText, trooperWeaponName, weaponOf, armourItemOf, grenadeOf, type TeamItem } from "./team-items";
import type { LedView } from "./team-command";
import type { ArmourItemSystem } from "../data/armour-schema";
import type { Choice } from "./weapon-context";

/** An armour's value in words: "armour 5"; "armour 1, 6 against energy weapons"; "armour 1, against melee only". */
export interface ArmourSummary {
  key: string;
  value: number;
  energy: number;
}

/** Ruling STR-5: the three printed forms of an armour value. */
export function armourSummary(sys: Pick<ArmourItemSystem, "form" | "value" | "energy">): ArmourSummary {
  return { key: `STARSKIRMISH.Striker.Team.armourSummary.${sys.form}`, value: sys.value, energy: sys.energy };
}

export interface TrooperRow {
  index: number;
  name: string;
  role: string;
  weaponName: string;
  /** The trooper carries a weapon item: ammunition is chosen from its rows. */
  hasWeaponItem: boolean;
  weaponItemId: string;
  ammunition: string;
  ammoChoices: Choice[];
  /** A hand or rifle grenade carried besides the weapon ("" for none). */
  grenadeItemId: string;
  grenadeName: string;
  hasArmourItem: boolean;
  armourItemId: string;
  armour: number;
  armourText: string;
  casualty: boolean;
}

export interface TeamContext {
  troopers: TrooperRow[];
  trooperRoles: Choice[];
  initiatives: Choice[];
  leaders: Choice[];
  commandRoles: Choice[];
  effectives: number;
  /** Striker 4.A: an officer or NCO team, which can rally others (8.C.5). */
  isLeaderTeam: boolean;
  led: LedView | null;
  /** Each weapon with the rounds it has rows for, as language keys. */
  weapons: { id: string; name: string; ammo: string[] }[];
  /** Each armour with its value said in words (ruling STR-5). */
  armours: { id: string; name: string; summary: ArmourSummary }[];
}

const choice = (values: readonly string[], label: (v: string) => string): Choice[] => values.map((v) => ({ value: v, label: label(v) }));

export function teamContext(system: TeamSystem, items: readonly TeamItem[], led: LedView | null): TeamContext {
  return {
    troopers: system.troopers.map((t, index) => {
      const weapon = weaponOf(t, items);
      const armour = armourItemOf(t, items);
      const grenade = grenadeOf(t, items);
      return {
        index,
        name: t.name,
        role: t.role,
        weaponName: trooperWeaponName(t, items),
        hasWeaponItem: weapon !== undefined,
        weaponItemId: weapon?.id ?? "",
        ammunition: t.ammunition,
        ammoChoices: (weapon?.weapon.ammo ?? []).map((a) => ({ value: a.type, label: `STARSKIRMISH.Striker.Ammo.${a.type}` })),
        grenadeItemId: grenade?.id ?? "",
        grenadeName: grenade?.name ?? "",
        hasArmourItem: armour !== undefined,
        armourItemId: armour?.id ?? "",
        armour: t.armour,
        armourText: trooperArmourText(t, items),
        casualty: t.casualty,
      };
    }),
    trooperRoles: choice(TROOPER_ROLES, (v) => `STARSKIRMISH.Field.Choice.${v}`),
    initiatives: choice(INITIATIVE_LEVELS, (v) => `STARSKIRMISH.Field.Choice.${v}`),
    leaders: choice(LEADER_LEVELS, (v) => `STARSKIRMISH.Field.Choice.${v}`),
    commandRoles: Object.entries(TEAM_ROLES).map(([value, r]) => ({ value, label: r.label })),
    effectives: system.troopers.filter((t) => !t.casualty).length,
    isLeaderTeam: system.leader !== "none",
    led,
    weapons: items.flatMap((i) =>
      i.kind === "weapon" ? [{ id: i.id, name: i.name, ammo: i.weapon.ammo.map((a) => `STARSKIRMISH.Striker.Ammo.${a.type}`) }] : [],
    ),
    armours: items.flatMap((i) => (i.kind === "armour" ? [{ id: i.id, name: i.name, summary: armourSummary(i.armour) }] : [])),
  };
}
