export function NotFoundPage() {
  return (
    <section className="container-page py-16">
      <h1>404 Página No Encontrada</h1>
    </section>
  );
}
