export function ArticlesPage() {
  return (
    <section className="container-page py-16">
      <h1>Artículos</h1>
    </section>
  );
}
