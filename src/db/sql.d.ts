/** Migrations are imported as text so the executable carries them. */
declare module "*.sql" {
  const sql: string;
  export default sql;
}
