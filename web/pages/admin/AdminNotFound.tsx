import { Link } from "react-router-dom";
import { EmptyState } from "../../components/admin/AdminUi";

/** An /admin path no screen answers. */
export function AdminNotFound() {
  return (
    <EmptyState
      icon="i-lucide-circle-alert"
      text="This admin page does not exist."
      action={
        <Link to="/admin" className="btn-primary">
          Back to the dashboard
        </Link>
      }
    />
  );
}
