/**
 * Prompts that roll once: a Morale check, a Crew Damage roll, a start-of-turn check. Only an owner
 * of the actor rolled for (or a GM) may roll, and only once per prompt. The roll is recorded on
 * that actor, where its roller can write and everyone can read, before the dice are thrown, and a
 * second click on this client while the first is under way is refused too. This stops an honest
 * client; a hostile one can skip or clear the record, so the GM's ledger judges the card an answer
 * posts (core/card-prompts.ts: only the first answer per prompt and actor counts).
 */
import { flagUpdate, readFlag } from "./flags";
import { warn } from "./notify";
import { documentLine } from "./one-at-a-time";

declare module "./flags" {
  interface ActorFlags {
    /** Prompts already rolled for this actor ("<message id>:<entry>"), newest last. */
    rolledPrompts?: string[];
  }
}

/** Prompts remembered per actor: enough for a long fight, small enough for a flag. */
export const ROLLED_PROMPTS_KEPT = 40;

export type RollClaim = "ok" | "notOwner" | "alreadyRolled";

/** Localisation keys of the refusals. */
export const ROLL_CLAIM_REFUSAL: Readonly<Record<Exclude<RollClaim, "ok">, string>> = {
  notOwner: "STARSKIRMISH.Error.notYourActor",
  alreadyRolled: "STARSKIRMISH.Error.alreadyRolled",
};

const underWay = new Set<string>();

/** The prompts already rolled for an actor. */
export function rolledPrompts(actor: Actor.Implementation): string[] {
  const stored: unknown = readFlag(actor, "Actor", "rolledPrompts");
  return Array.isArray(stored) ? stored.filter((x): x is string => typeof x === "string") : [];
}

/** The id of one prompt on a card: the message, and which entry of it when it has several. */
export function promptId(message: ChatMessage.Implementation, entry = ""): string {
  return `${message.id ?? ""}:${entry}`;
}

/** Claims the roll of a prompt for an actor: recorded before it is rolled, refused if not allowed. */
export async function claimRoll(actor: Actor.Implementation, prompt: string): Promise<RollClaim> {
  if (!game.user?.isGM && !actor.isOwner) return "notOwner";
  const key = `${actor.uuid}|${prompt}`;
  if (underWay.has(key) || rolledPrompts(actor).includes(prompt)) return "alreadyRolled";
  underWay.add(key);
  try {
    // in the actor's line: the list is written whole, so two prompts claimed at once (two cards'
    // buttons, or a check and a Morale roll) would each write it from the list before the other,
    // and the first claim would be lost until the server answered both
    return await documentLine(actor)(async (): Promise<RollClaim> => {
      if (rolledPrompts(actor).includes(prompt)) return "alreadyRolled";
      await actor.update(flagUpdate("Actor", { rolledPrompts: [...rolledPrompts(actor), prompt].slice(-ROLLED_PROMPTS_KEPT) }));
      return "ok";
    });
  } finally {
    underWay.delete(key);
  }
}

/** claimRoll for a button: true when the roll is this click's to make, else the refusal is shown. */
export async function claimRollOrWarn(actor: Actor.Implementation, prompt: string): Promise<boolean> {
  const claim = await claimRoll(actor, prompt);
  if (claim !== "ok") warn(ROLL_CLAIM_REFUSAL[claim]);
  return claim === "ok";
}
