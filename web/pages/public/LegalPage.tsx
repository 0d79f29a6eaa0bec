export function LegalPage({ kind }: { kind: "privacy" | "terms" | "cookies" }) {
  return (
    <section className="container-page py-16">
      <h1>{kind}</h1>
    </section>
  );
}
