/** A section whose screens are not built yet: says so, and shows no invented figures. */
export function ComingSoonPanel({ title }: { title: string }) {
  return (
    <section className="panel" aria-labelledby="section-title">
      <h1 id="section-title">{title}</h1>
      <p className="muted">{title} is coming in the next release.</p>
    </section>
  );
}
