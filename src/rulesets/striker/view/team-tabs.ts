/**
 * The Striker team sheet's tabs, in order (sheets/team-sheet.ts): the troopers first, as the
 * rules' unit card has them (Striker 4.A), then communication (5.B), gear and notes. Pure.
 */
export const STRIKER_TEAM_TABS = ["troopers", "comms", "gear", "notes"] as const;
export type StrikerTeamTab = (typeof STRIKER_TEAM_TABS)[number];
