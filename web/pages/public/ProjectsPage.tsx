export function ProjectsPage() {
  return (
    <section className="container-page py-16">
      <h1>Portafolio</h1>
    </section>
  );
}
