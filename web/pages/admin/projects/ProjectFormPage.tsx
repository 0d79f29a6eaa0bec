import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { projectInputSchema, type ProjectInput } from "../../../../src/shared/schemas/projects";
import { projectsApi, useProject } from "../../../api/projects";
import type { Project } from "../../../api/types";
import { LoadError, Toggle } from "../../../components/admin/AdminUi";
import { ChipInput } from "../../../components/admin/ChipInput";
import { ErrorSummary, useFocusFirstInvalid, type SummaryField } from "../../../components/admin/ErrorSummary";
import { EntityForm, FormPage, useEditedRecord } from "../../../components/admin/FormPage";
import { ImageUrlField } from "../../../components/admin/ImageUrlField";
import { LeaveDialog, useLeaveGuard } from "../../../components/admin/leave-guard";
import { TranslationsEditor } from "../../../components/admin/TranslationsEditor";
import { useAdminForm } from "../../../components/admin/use-admin-form";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { TextAreaField, TextField, textFields } from "../../../components/ui/form";
import { OrderField } from "../OrderField";

const toValues = (project: Project | null): ProjectInput => ({
  title: project?.title ?? "",
  description: project?.description ?? "",
  imageUrl: project?.imageUrl ?? "",
  projectUrl: project?.projectUrl ?? "",
  technologies: project?.technologies ?? [],
  featured: project?.featured ?? false,
  order: project?.order ?? 0,
  period: project?.period ?? "",
  translations: project?.translations ?? {},
});

function ProjectForm({ project }: { project: Project | null }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const [initial] = useState(() => toValues(project));
  const form = useAdminForm(projectInputSchema, initial);
  const { values, errors, setField } = form;
  const guard = useLeaveGuard(JSON.stringify(values) !== JSON.stringify(initial));
  const summaryFields: SummaryField[] = [
    { name: "title", id: "project-title", label: t("projects.form.title") },
    { name: "description", id: "project-description", label: t("projects.form.description") },
    { name: "technologies", id: "project-technologies", label: t("projects.technologies") },
    { name: "imageUrl", id: "project-imageUrl", label: t("projects.form.imageUrl") },
    { name: "projectUrl", id: "project-projectUrl", label: t("projects.form.projectUrl") },
  ];
  useFocusFirstInvalid(form.failures, errors, summaryFields);
  const text = textFields(form, "project");
  const save = useAdminMutation(
    (input: ProjectInput) => (project ? projectsApi.update(project.id, input) : projectsApi.create(input)),
    project
      ? { success: t("projects.form.updated"), failure: t("projects.form.updateFailed") }
      : { success: t("projects.form.created"), failure: t("projects.form.createFailed") },
  );

  const submit = form.submit(async (input) => {
    await save.run(input);
    guard.release();
    navigate("/admin/projects");
  });

  return (
    <EntityForm
      onSubmit={submit}
      submitting={form.submitting}
      submitLabel={project ? t("projects.form.update") : t("projects.form.create")}
      cancelTo="/admin/projects"
      before={<ErrorSummary errors={errors} fields={summaryFields} />}
      translations={
        <TranslationsEditor
          idPrefix="project"
          fields={[
            { name: "title", label: t("projects.form.title") },
            { name: "description", label: t("projects.form.description"), kind: "textarea" },
            { name: "period", label: t("ownSite.period") },
          ]}
          value={values.translations}
          onChange={(translations) => setField("translations", translations)}
          original={{ title: values.title, description: values.description, period: values.period ?? "" }}
        />
      }
    >
      <TextField {...text("title")} label={t("projects.form.title")} />
      <TextAreaField {...text("description")} label={t("projects.form.description")} rows={4} />
      <TextField {...text("period")} label={t("ownSite.period")} hint={t("ownSite.periodHint")} placeholder="2021 – 2023" />
      <ChipInput
        id="project-technologies"
        label={t("projects.technologies")}
        placeholder="TypeScript"
        hint={t("projects.form.technologiesHint")}
        values={values.technologies}
        onChange={(technologies) => setField("technologies", technologies)}
        error={errors.technologies}
      />
      <ImageUrlField
        id="project-imageUrl"
        label={t("projects.form.imageUrl")}
        value={values.imageUrl ?? ""}
        onChange={(url) => setField("imageUrl", url)}
        error={errors.imageUrl}
      />
      <TextField {...text("projectUrl")} label={t("projects.form.projectUrl")} type="url" inputMode="url" placeholder="https://github.com/…" />
      <div className="grid gap-5 sm:grid-cols-2">
        <OrderField id="project-order" value={values.order} onChange={(v) => setField("order", v)} />
        <Toggle
          label={t("projects.featured")}
          description={t("projects.form.featuredHint")}
          checked={values.featured ?? false}
          onChange={(featured) => setField("featured", featured)}
        />
      </div>
      <LeaveDialog guard={guard} />
    </EntityForm>
  );
}

/** /admin/projects/new and /admin/projects/edit/:id. */
export function ProjectFormPage() {
  const { t } = useTranslation("admin");
  const edited = useEditedRecord(useProject);
  return (
    <FormPage
      title={edited.editing ? t("projects.form.edit") : t("projects.new")}
      back={{ to: "/admin/projects", label: t("projects.form.back") }}
      loading={edited.loading}
      problem={edited.missing ? <LoadError text={t("projects.form.notFound")} error={edited.error} /> : undefined}
    >
      <ProjectForm key={edited.key} project={edited.record} />
    </FormPage>
  );
}
