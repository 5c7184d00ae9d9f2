/**
 * The keys a fire card files its kept dice under (core/dice-slots.ts): one target's damage dice,
 * or one attack roll's Protonic Burst Field die (Guide 7.9). Ground and space fire, their cards and
 * their Tactics revisions all read the same spelling from here. Pure.
 */

/** The key of one target's damage dice, by the target's place on the card. */
export const damageSlot = (target: number): string => `damage${target}`;

/** The key of one attack roll's PBF die, by the roll's place among the d20s. */
export const pbfSlot = (shot: number): string => `pbf${shot}`;
