/**
 * The trips to the server the stand-ins were asked to make, in order: each pack read, each
 * document creation request (one createDocuments is one trip, however many documents it holds).
 * Reset by installFoundryStubs. A test counts them where v13 would wait on the server.
 */
const log: string[] = [];

/** Records one trip, named for what it asked ("Pack.getDocuments starskirmish.str-teams"). */
export function serverTrip(what: string): void {
  log.push(what);
}

/** The trips since the stubs were installed (a copy). */
export function serverTrips(): string[] {
  return [...log];
}

export function resetServerTrips(): void {
  log.length = 0;
}
