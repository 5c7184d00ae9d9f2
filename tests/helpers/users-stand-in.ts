/**
 * The world's users for a test: the stand-in world's users (foundry/users.ts, where `User#query`
 * behaves as v13's does), with the listed ones present and `add` for users a test brings in.
 */
import { world } from "./foundry-stubs";
import { makeUser, type StandInUsers } from "./foundry/users";
import type { StandInUser } from "./foundry/document";

export type UserStandIn = StandInUser;

export interface UsersStandIn extends StandInUsers {
  /** Adds a user to the world, as a GM creating one would. */
  add(user: { id: string; isGM?: boolean; active?: boolean }): StandInUser;
}

/** Makes sure the listed users are in the world, as GMs or players; returns the world's users. */
export function installUsers(list: { id: string; isGM?: boolean; active?: boolean }[]): UsersStandIn {
  const users = world().game.users as UsersStandIn;
  users.add = ({ id, isGM = false, active = true }) => {
    const user = makeUser(id, isGM);
    user.active = active;
    users.set(id, user);
    return user;
  };
  for (const { id, isGM = false, active = true } of list) {
    const known = users.get(id);
    if (known) Object.assign(known, { isGM, active });
    else users.add({ id, isGM, active });
  }
  return users;
}
