// The one normalisation of a sign-in identifier (HRIS ID, email, HR username): trimmed and
// lower-cased. PostgreSQL computes the same key for stored rows (generated `…Key` columns with
// unique indexes, migration identity_keys); sign-in compares the two with `=` only.
export function identityKey(identifier: string): string {
  return identifier.trim().toLowerCase();
}
