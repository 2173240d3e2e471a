/**
 * Sensitive actions need the password and a code again within the last minutes (4004). A call
 * refused for that asks the mounted ReauthDialog, and is sent once more if the member confirms.
 */
type Asker = () => Promise<boolean>;

let asker: Asker | null = null;

/** The dialog registers itself while mounted; without one, a 4004 is simply shown. */
export function setReauthAsker(next: Asker | null): void {
  asker = next;
}

/** Asks the member to re-authenticate: true once they did, false if they cancelled. */
export function askToReauthenticate(): Promise<boolean> {
  return asker ? asker() : Promise.resolve(false);
}
