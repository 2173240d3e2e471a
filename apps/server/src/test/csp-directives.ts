/** A Content-Security-Policy header as its directives: name → sources. */
export const cspDirectives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
