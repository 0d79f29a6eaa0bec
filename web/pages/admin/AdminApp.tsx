/** Every /admin screen, in its own lazily loaded chunk: public pages never load admin code. */
export default function AdminApp() {
  return <h1>Panel de Control</h1>;
}
