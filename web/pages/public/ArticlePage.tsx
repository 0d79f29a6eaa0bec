export function ArticlePage() {
  return (
    <section className="container-page py-16">
      <h1>Artículo</h1>
    </section>
  );
}
