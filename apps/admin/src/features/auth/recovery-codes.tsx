/** Shown once, right after enrolment: the server never shows these codes again. */
export function RecoveryCodes({
  codes,
  onSaved,
}: {
  codes: readonly string[];
  onSaved: () => void;
}) {
  return (
    <section className="auth-form auth-form-wide" aria-labelledby="recovery-title">
      <h1 id="recovery-title">Save your recovery codes</h1>
      <p>
        Each code signs you in once if you lose your authenticator. Store them in your password
        manager now: <strong>they are shown only this once.</strong>
      </p>
      <ol className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {/* Focused first, so a keyboard user reads the codes above and confirms with Enter. */}
      <button type="button" className="button-primary" onClick={onSaved} autoFocus>
        I have saved them
      </button>
    </section>
  );
}
