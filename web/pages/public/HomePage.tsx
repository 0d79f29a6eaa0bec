export function HomePage() {
  return (
    <section className="container-page py-16">
      <h1>Inicio</h1>
    </section>
  );
}
