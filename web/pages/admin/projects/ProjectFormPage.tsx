import { Link, useNavigate, useParams } from "react-router-dom";
import { projectInputSchema, type ProjectInput } from "../../../../src/shared/schemas/projects";
import { projectsApi, useProject } from "../../../api/projects";
import type { Project } from "../../../api/types";
import { LoadError, PageHeader, Toggle } from "../../../components/admin/AdminUi";
import { ChipInput } from "../../../components/admin/ChipInput";
import { ImageUrlField } from "../../../components/admin/ImageUrlField";
import { TranslationsEditor } from "../../../components/admin/TranslationsEditor";
import { TextAreaField, TextField, useSchemaForm } from "../../../components/ui/form";
import { toast } from "../../../components/ui/toast";
import { OrderField } from "../OrderField";
import { onFormSubmit } from "../submit";

const toValues = (project: Project | null): ProjectInput => ({
  title: project?.title ?? "",
  description: project?.description ?? "",
  imageUrl: project?.imageUrl ?? "",
  projectUrl: project?.projectUrl ?? "",
  technologies: project?.technologies ?? [],
  featured: project?.featured ?? false,
  order: project?.order ?? 0,
  translations: project?.translations ?? {},
});

function ProjectForm({ project }: { project: Project | null }) {
  const navigate = useNavigate();
  const form = useSchemaForm(projectInputSchema, toValues(project));
  const { values, errors, setField } = form;

  const submit = onFormSubmit(
    form.handleSubmit(async (input) => {
      try {
        if (project) await projectsApi.update(project.id, input);
        else await projectsApi.create(input);
      } catch (failure) {
        toast({
          title: "Error",
          description: project ? "Failed to update project. Please try again." : "Failed to create project. Please try again.",
          variant: "destructive",
        });
        throw failure;
      }
      toast({ title: "Success", description: project ? "Project updated successfully" : "Project created successfully" });
      navigate("/admin/projects");
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <section className="card space-y-5 p-5 sm:p-6">
        <TextField id="project-title" label="Title" value={values.title} onChange={(e) => setField("title", e.target.value)} error={errors.title} />
        <TextAreaField id="project-description" label="Description" rows={4} value={values.description} onChange={(e) => setField("description", e.target.value)} error={errors.description} />
        <ChipInput
          id="project-technologies"
          label="Technologies"
          placeholder="TypeScript"
          hint="Type a technology and press Enter or Add."
          values={values.technologies}
          onChange={(technologies) => setField("technologies", technologies)}
          error={errors.technologies}
        />
        <ImageUrlField id="project-imageUrl" label="Image URL (optional)" value={values.imageUrl ?? ""} onChange={(url) => setField("imageUrl", url)} error={errors.imageUrl} />
        <TextField
          id="project-projectUrl"
          label="Project URL (optional)"
          type="url"
          inputMode="url"
          placeholder="https://github.com/…"
          value={values.projectUrl ?? ""}
          onChange={(e) => setField("projectUrl", e.target.value)}
          error={errors.projectUrl}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <OrderField id="project-order" value={values.order} onChange={(v) => setField("order", v)} />
          <Toggle label="Featured" description="Shown on the home page." checked={values.featured ?? false} onChange={(featured) => setField("featured", featured)} />
        </div>
      </section>
      <TranslationsEditor
        idPrefix="project"
        fields={[
          { name: "title", label: "Title" },
          { name: "description", label: "Description", kind: "textarea" },
        ]}
        value={values.translations}
        onChange={(t) => setField("translations", t)}
        original={{ title: values.title, description: values.description }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/admin/projects" className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={form.submitting}>
          {form.submitting && <span className="i-lucide-loader-circle h-4 w-4 animate-spin" aria-hidden="true" />}
          {project ? "Update Project" : "Create Project"}
        </button>
      </div>
    </form>
  );
}

/** /admin/projects/new and /admin/projects/edit/:id. */
export function ProjectFormPage() {
  const { id } = useParams();
  const projectId = id === undefined ? null : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const project = useProject(projectId !== null && !Number.isNaN(projectId) ? projectId : null);
  const editing = projectId !== null;

  let body;
  if (Number.isNaN(projectId) || project.error) body = <LoadError text="Project not found" error={project.error} />;
  else if (editing && !project.data) {
    body = (
      <div className="card space-y-5 p-6" aria-busy="true" aria-label="Loading">
        {[0, 1, 2, 3].map((i) => (
          <div key={i}>
            <div className="skeleton h-4 w-24" />
            <div className="skeleton mt-2 h-10 w-full" />
          </div>
        ))}
      </div>
    );
  } else body = <ProjectForm key={projectId ?? "new"} project={project.data ?? null} />;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={editing ? "Edit Project" : "New Project"}
        actions={
          <Link to="/admin/projects" className="btn-secondary">
            <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
            Back to Projects
          </Link>
        }
      />
      {body}
    </div>
  );
}
