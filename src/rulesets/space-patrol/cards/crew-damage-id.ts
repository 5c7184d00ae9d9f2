/**
 * The id of the Crew Damage card kind, apart from its declaration so the code that checks the
 * GM's ledger for it does not import the kind it belongs to.
 */
export const CREW_DAMAGE_KIND_ID = "spCrewDamage";
